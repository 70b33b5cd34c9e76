import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Client, Language } from '@recyclens/shared';
import { useState, type ReactNode } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { PageFormSubmit } from '../../../components/ui/form-actions';
import { TextField } from '../../../components/ui/form-field';
import { popups } from '../../../components/ui/popups';
import { ApiError } from '../../../lib/api-errors';
import { translateValidation } from '../../../lib/messages';
import { useUpdateTenantSettings } from '../api/update-tenant-settings';
import { settingsFormSchema, toFormValues, type SettingsValues } from '../settings-form-schema';
import { ColourField } from './colour-field';
import { FaqEditor } from './faq-editor';
import { ThemePreview } from './theme-preview';
import { SaveFailure } from '../../../components/save-failure';

const Part = ({ title, children }: { title: ReactNode; children: ReactNode }) => (
  <fieldset className="flex flex-col gap-4">
    <legend className="mb-2 text-lg font-semibold">{title}</legend>
    {children}
  </fieldset>
);

/**
 * Name, contact, colours and FAQs: one save replaces them together (PUT /tenant/settings), with
 * the version they were read at, so nobody overwrites another admin's change unknowingly.
 */
export const SettingsForm = ({ settings, onReload }: { settings: Client; onReload: () => void }) => {
  const { t, i18n } = useLingui();
  const update = useUpdateTenantSettings();
  const [faqLanguage, setFaqLanguage] = useState<Language>('EN');
  const {
    register,
    control,
    handleSubmit,
    getValues,
    reset,
    formState: { errors },
  } = useForm<SettingsValues>({
    resolver: zodResolver(settingsFormSchema),
    defaultValues: toFormValues(settings),
  });
  const [name, primary, secondary] = useWatch({ control, name: ['name', 'primaryColor', 'secondaryColor'] });
  const fieldError = (text: string | undefined) => translateValidation(i18n, text);
  const conflict = update.error instanceof ApiError && update.error.code === 'VERSION_CONFLICT';

  return (
    <form
      noValidate
      className="flex flex-col gap-8"
      onSubmit={handleSubmit(
        (values) =>
          update.mutate(
            { ...values, version: settings.version },
            {
              onSuccess: (saved) => {
                reset(toFormValues(saved));
                popups.show({ kind: 'success', title: t`Settings saved` });
              },
            },
          ),
        // A wrong question in another language's tab would otherwise stay out of sight.
        (invalid) => {
          const wrong = getValues('faqs').find((_, index) => invalid.faqs?.[index] !== undefined);
          if (wrong) setFaqLanguage(wrong.language);
        },
      )}
    >
      <Part title={<Trans>Name and contact</Trans>}>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label={t`Name`} error={fieldError(errors.name?.message)} {...register('name')} />
          <TextField
            label={t`Contact e-mail`}
            type="email"
            autoComplete="email"
            error={fieldError(errors.email?.message)}
            {...register('email')}
          />
        </div>
      </Part>
      <Part title={<Trans>Colours</Trans>}>
        <div className="grid gap-6 lg:grid-cols-2">
          <div className="flex flex-col gap-4">
            <Controller
              control={control}
              name="primaryColor"
              render={({ field }) => (
                <ColourField
                  label={t`Primary colour`}
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  error={fieldError(errors.primaryColor?.message)}
                />
              )}
            />
            <Controller
              control={control}
              name="secondaryColor"
              render={({ field }) => (
                <ColourField
                  label={t`Secondary colour`}
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  error={fieldError(errors.secondaryColor?.message)}
                />
              )}
            />
          </div>
          <ThemePreview name={name} primary={primary} secondary={secondary} />
        </div>
      </Part>
      <Part title={<Trans>Frequently asked questions</Trans>}>
        <FaqEditor
          control={control}
          register={register}
          errors={errors}
          language={faqLanguage}
          onLanguageChange={setFaqLanguage}
        />
      </Part>
      {update.isError ? (
        <SaveFailure
          title={t`Saving the settings failed`}
          error={update.error}
          conflict={conflict}
          onReload={onReload}
        />
      ) : null}
      <PageFormSubmit pending={update.isPending}>
        {update.isPending ? <Trans>Saving…</Trans> : <Trans>Save settings</Trans>}
      </PageFormSubmit>
    </form>
  );
};
