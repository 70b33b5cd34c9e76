import { Trans, useLingui } from '@lingui/react/macro';
import { FAQS_PER_LANGUAGE_MAX, languages, type Language } from '@recyclens/shared';
import { useId, useRef, type KeyboardEvent } from 'react';
import { useFieldArray, type Control, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/form-field';
import { TextareaField } from '../../../components/ui/textarea-field';
import { localeNames, toInterfaceLocale } from '../../../lib/i18n';
import type { SettingsValues } from '../settings-form-schema';
import { translateValidation } from '../../../lib/messages';

interface FaqEditorProps {
  control: Control<SettingsValues>;
  register: UseFormRegister<SettingsValues>;
  errors: FieldErrors<SettingsValues>;
  language: Language;
  onLanguageChange: (language: Language) => void;
}

const nameOf = (language: Language) => {
  const locale = toInterfaceLocale(language);
  return locale ? localeNames[locale] : language;
};

/**
 * One list of questions per interface language, as tabs. The list order is the order on the
 * FAQ page; questions move within their language only.
 */
export const FaqEditor = ({ control, register, errors, language, onLanguageChange }: FaqEditorProps) => {
  const { t, i18n } = useLingui();
  const { fields, append, remove, swap } = useFieldArray({ control, name: 'faqs' });
  const baseId = useId();
  const tabs = useRef(new Map<Language, HTMLButtonElement>());
  const tabId = (tab: Language) => `${baseId}-tab-${tab}`;
  const entries = fields
    .map((field, index) => ({ field, index }))
    .filter(({ field }) => field.language === language);
  const hasErrors = (tab: Language) =>
    fields.some((field, index) => field.language === tab && errors.faqs?.[index] !== undefined);

  const onTabKey = (event: KeyboardEvent) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    event.preventDefault();
    const next =
      languages[(languages.indexOf(language) + step + languages.length) % languages.length] ?? language;
    onLanguageChange(next);
    tabs.current.get(next)?.focus();
  };

  return (
    <div className="flex flex-col gap-4">
      <div role="tablist" aria-label={t`FAQ language`} className="flex gap-1 border-b border-neutral-200">
        {languages.map((tab) => {
          const count = fields.filter((field) => field.language === tab).length;
          const selected = tab === language;
          return (
            <button
              key={tab}
              ref={(element) => {
                if (element) tabs.current.set(tab, element);
                else tabs.current.delete(tab);
              }}
              type="button"
              role="tab"
              id={tabId(tab)}
              aria-selected={selected}
              aria-controls={`${baseId}-panel`}
              tabIndex={selected ? 0 : -1}
              onClick={() => onLanguageChange(tab)}
              onKeyDown={onTabKey}
              className={`-mb-px rounded-t-md border px-4 py-2 text-sm focus-visible:outline-2 focus-visible:outline-[var(--color-primary)] ${
                selected
                  ? 'border-neutral-200 border-b-white bg-white font-semibold'
                  : 'border-transparent text-neutral-700'
              }`}
            >
              {nameOf(tab)} ({count})
              {hasErrors(tab) ? (
                <span className="ml-1 text-red-700">
                  <span aria-hidden>!</span>
                  <span className="sr-only">
                    <Trans>has errors</Trans>
                  </span>
                </span>
              ) : null}
            </button>
          );
        })}
      </div>
      <div
        role="tabpanel"
        id={`${baseId}-panel`}
        aria-labelledby={tabId(language)}
        className="flex flex-col gap-4"
      >
        {entries.length === 0 ? (
          <p className="text-sm text-neutral-700">
            <Trans>No questions in this language yet.</Trans>
          </p>
        ) : (
          <ol className="flex flex-col gap-4">
            {entries.map(({ field, index }, position) => {
              const number = position + 1;
              const fieldErrors = errors.faqs?.[index];
              return (
                <li key={field.id} className="flex flex-col gap-3 rounded-lg border border-neutral-200 p-4">
                  <TextField
                    label={t`Question ${number}`}
                    error={translateValidation(i18n, fieldErrors?.question?.message)}
                    {...register(`faqs.${index}.question`)}
                  />
                  <TextareaField
                    label={t`Answer ${number}`}
                    error={translateValidation(i18n, fieldErrors?.answer?.message)}
                    {...register(`faqs.${index}.answer`)}
                  />
                  <div className="flex flex-wrap justify-end gap-2">
                    <Button
                      variant="ghost"
                      aria-label={t`Move question ${number} up`}
                      disabled={position === 0}
                      onClick={() => swap(index, entries[position - 1]?.index ?? index)}
                    >
                      <Trans>Move up</Trans>
                    </Button>
                    <Button
                      variant="ghost"
                      aria-label={t`Move question ${number} down`}
                      disabled={position === entries.length - 1}
                      onClick={() => swap(index, entries[position + 1]?.index ?? index)}
                    >
                      <Trans>Move down</Trans>
                    </Button>
                    <Button
                      variant="secondary"
                      aria-label={t`Remove question ${number}`}
                      onClick={() => remove(index)}
                    >
                      <Trans>Remove</Trans>
                    </Button>
                  </div>
                </li>
              );
            })}
          </ol>
        )}
        <div className="flex flex-wrap items-center gap-3">
          <Button
            variant="secondary"
            disabled={entries.length >= FAQS_PER_LANGUAGE_MAX}
            onClick={() => append({ language, question: '', answer: '' })}
          >
            <Trans>Add question</Trans>
          </Button>
          <p className="text-sm text-neutral-700">
            <Trans>At most {FAQS_PER_LANGUAGE_MAX} questions per language</Trans>
          </p>
        </div>
      </div>
    </div>
  );
};
