import type { CompanySummary } from '@recyclens/shared';

/** A select's companies, by name, as the header's switch and the choice on first sign-in list them. */
export const CompanyOptions = ({ companies }: { companies: readonly CompanySummary[] }) =>
  [...companies]
    .sort((a, b) => a.name.localeCompare(b.name))
    .map((company) => (
      <option key={company.id} value={company.id}>
        {company.name}
      </option>
    ));
