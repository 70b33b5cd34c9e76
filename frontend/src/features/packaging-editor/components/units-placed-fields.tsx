import { Trans, useLingui } from '@lingui/react/macro';
import { UNITS_ROWS_MAX } from '@recyclens/shared';
import { useId, useState } from 'react';
import { useFieldArray } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/form-field';
import { SelectField } from '../../../components/ui/select';
import { emptyUnitsRow, idOrNull, wholeNumberOf } from '../editor-form';
import { useEditorForm } from '../use-editor-form';
import type { LookupOptions } from '../use-lookup-options';
import { fieldErrorText } from '../validation-messages';
import { ListAddButton, ListAnnouncement, ListError } from './list-parts';

/** The year a new row starts at: the one whose fees are being planned. */
const currentYear = () => new Date().getFullYear();

/**
 * How many units of the packaging are placed on each market per year (docs/epr.md): a row per
 * country and year, several years kept. The EPR estimate multiplies its fee per unit by them.
 */
export const UnitsPlacedFields = ({ lookups }: { lookups: LookupOptions }) => {
  const { t, i18n } = useLingui();
  const { control, register, errors } = useEditorForm();
  const { fields, append, remove } = useFieldArray({ control, name: 'unitsPlaced' });
  const [announcement, setAnnouncement] = useState('');
  const headingId = useId();
  const addButtonId = useId();
  const rowErrors = errors.unitsPlaced;

  const addRow = () => {
    append(emptyUnitsRow(currentYear()));
    const position = fields.length + 1;
    setAnnouncement(t`Row ${position} added`);
    // The new row's country is where the user goes on.
    requestAnimationFrame(() => document.getElementById(`${addButtonId}-country-${fields.length}`)?.focus());
  };
  const removeRow = (index: number) => {
    const position = index + 1;
    remove(index);
    setAnnouncement(t`Row ${position} removed`);
    document.getElementById(addButtonId)?.focus();
  };

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3 md:col-span-3">
      <h3 id={headingId} className="font-semibold">
        <Trans>Units placed on the market</Trans>
      </h3>
      <p className="text-sm text-neutral-700">
        <Trans>
          How many units of this packaging go to each country per year: what EPR fees are charged on.
        </Trans>
      </p>
      {fields.length === 0 ? (
        <p className="text-sm text-neutral-700">
          <Trans>No units entered yet.</Trans>
        </p>
      ) : (
        <ol className="flex flex-col gap-3">
          {fields.map((field, index) => {
            const position = index + 1;
            const errorOf = (name: 'countryCode' | 'year' | 'units') =>
              fieldErrorText(i18n, rowErrors?.[index]?.[name]);
            return (
              <li
                key={field.id}
                aria-label={t`Row ${position}`}
                className="grid items-end gap-3 sm:grid-cols-[2fr_1fr_1fr_auto]"
              >
                <SelectField
                  id={`${addButtonId}-country-${index}`}
                  label={t`Country`}
                  placeholder={t`Not chosen`}
                  options={lookups.country}
                  error={errorOf('countryCode')}
                  {...register(`unitsPlaced.${index}.countryCode`, { setValueAs: (v) => idOrNull(v) ?? '' })}
                />
                <TextField
                  label={t`Year`}
                  inputMode="numeric"
                  error={errorOf('year')}
                  {...register(`unitsPlaced.${index}.year`, { setValueAs: wholeNumberOf })}
                />
                <TextField
                  label={t`Units`}
                  inputMode="numeric"
                  error={errorOf('units')}
                  {...register(`unitsPlaced.${index}.units`, { setValueAs: wholeNumberOf })}
                />
                <Button
                  variant="secondary"
                  aria-label={t`Remove row ${position}`}
                  onClick={() => removeRow(index)}
                >
                  <Trans>Remove</Trans>
                </Button>
              </li>
            );
          })}
        </ol>
      )}
      <ListError message={rowErrors?.root?.message ?? rowErrors?.message} />
      <ListAnnouncement text={announcement} />
      <ListAddButton id={addButtonId} full={fields.length >= UNITS_ROWS_MAX} onAdd={addRow}>
        <Trans>Add country and year</Trans>
      </ListAddButton>
    </section>
  );
};
