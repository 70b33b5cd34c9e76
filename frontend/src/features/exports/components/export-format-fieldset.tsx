import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { focusRing } from '../../../components/ui/button';
import type { ExportChoice } from '../api/create-export';

interface Option {
  format: ExportChoice;
  label: string;
  hint: string;
}

/** The export formats the API offers, as radio buttons with a line on what each contains. */
export const ExportFormatFieldset = ({
  value,
  onChange,
  disabled,
}: {
  value: ExportChoice;
  onChange: (format: ExportChoice) => void;
  disabled: boolean;
}) => {
  const { t } = useLingui();
  const name = useId();
  const options: Option[] = [
    {
      format: 'pdf',
      label: t`PDF reports`,
      hint: t`One PDF file with the recyclability report of each packaging.`,
    },
    {
      format: 'xlsx',
      label: t`XLSX summary`,
      hint: t`One spreadsheet with a row for each packaging.`,
    },
    {
      format: 'epr_declaration',
      label: t`EPR declaration (XLSX)`,
      hint: t`Per country and scheme: the tonnes per schedule row and the units placed in the year.`,
    },
  ];
  return (
    <fieldset className="flex flex-col gap-2" disabled={disabled}>
      <legend className="mb-1 text-sm font-medium text-neutral-800">
        <Trans>Format</Trans>
      </legend>
      {options.map((option) => (
        <label
          key={option.format}
          className={`flex cursor-pointer items-start gap-3 rounded-md border p-3 text-sm ${
            value === option.format ? 'border-[var(--color-primary)]' : 'border-neutral-300'
          }`}
        >
          <input
            type="radio"
            name={name}
            value={option.format}
            checked={value === option.format}
            onChange={() => onChange(option.format)}
            aria-describedby={`${name}-${option.format}`}
            className={`mt-1 accent-[var(--color-primary)] ${focusRing}`}
          />
          <span>
            <span className="block font-semibold text-neutral-900">{option.label}</span>
            <span id={`${name}-${option.format}`} className="block text-neutral-700">
              {option.hint}
            </span>
          </span>
        </label>
      ))}
    </fieldset>
  );
};
