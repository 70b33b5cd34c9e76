import { useLingui } from '@lingui/react/macro';
import { focusRing } from './ui/button';
import type { SelectOption } from './ui/select';

interface CountryPickerProps {
  countries: readonly SelectOption[];
  selected: readonly string[];
  onChange: (selected: string[]) => void;
  error?: string | undefined;
}

/** The countries to assess for, as checkboxes: each is one result. */
export const CountryPicker = ({ countries, selected, onChange, error }: CountryPickerProps) => {
  const { t } = useLingui();
  const toggle = (id: string, checked: boolean) =>
    onChange(
      checked
        ? countries
            .map((country) => country.value)
            .filter((value) => value === id || selected.includes(value))
        : selected.filter((value) => value !== id),
    );
  return (
    <fieldset
      aria-describedby={error ? 'assessment-countries-error' : undefined}
      className="flex flex-col gap-2"
    >
      <legend className="mb-1 text-sm font-medium text-neutral-800">{t`Countries`}</legend>
      <div className="flex flex-wrap gap-x-6 gap-y-2">
        {countries.map((country) => (
          <label key={country.value} className="flex items-center gap-2 text-sm">
            <input
              type="checkbox"
              checked={selected.includes(country.value)}
              onChange={(event) => toggle(country.value, event.target.checked)}
              className={`size-4 accent-[var(--color-primary)] ${focusRing}`}
            />
            {country.label}
          </label>
        ))}
      </div>
      {error ? (
        <p id="assessment-countries-error" className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
};
