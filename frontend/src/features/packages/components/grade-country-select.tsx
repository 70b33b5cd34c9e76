import { useLingui } from '@lingui/react/macro';
import { focusRing } from '../../../components/ui/button';
import { useCountryChoices } from '../../../lib/lookups-query';

/** Picks the country whose grade the list's grade column shows. */
export const GradeCountrySelect = ({
  value,
  onChange,
}: {
  value: string | undefined;
  onChange: (countryId: string) => void;
}) => {
  const { t } = useLingui();
  const countries = useCountryChoices().data ?? [];
  return (
    <label className="flex items-center gap-2 text-sm text-neutral-800">
      {t`Grades for`}
      <select
        value={value ?? ''}
        onChange={(event) => onChange(event.target.value)}
        className={`max-w-48 rounded-md border border-neutral-400 bg-white px-2 py-1 ${focusRing}`}
      >
        {value ? null : <option value="">{t`Choose a country`}</option>}
        {countries.map((country) => (
          <option key={country.value} value={country.value}>
            {country.label}
          </option>
        ))}
      </select>
    </label>
  );
};
