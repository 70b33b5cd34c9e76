import { Trans } from '@lingui/react/macro';
import type { CompanySummary } from '@recyclens/shared';
import { useId } from 'react';
import { focusRing } from '../../../components/ui/button';

interface CompanyCheckboxesProps {
  companies: readonly CompanySummary[];
  /** One company only (an editor who may not assign several): radio buttons. */
  single?: boolean;
  value: readonly string[];
  onChange: (companyIds: string[]) => void;
  error?: string | undefined;
}

/**
 * The companies a user belongs to, as a labelled group of checkboxes (or radio buttons, when only
 * one may be chosen) with one shared error.
 */
export const CompanyCheckboxes = ({
  companies,
  single = false,
  value,
  onChange,
  error,
}: CompanyCheckboxesProps) => {
  const errorId = useId();
  const groupName = useId();
  const toggle = (companyId: string, checked: boolean) => {
    if (single) onChange(checked ? [companyId] : []);
    else onChange(checked ? [...value, companyId] : value.filter((id) => id !== companyId));
  };
  return (
    <fieldset aria-describedby={error ? errorId : undefined}>
      <legend className="mb-1 text-sm font-medium text-neutral-800">
        {single ? <Trans>Company</Trans> : <Trans>Companies</Trans>}
      </legend>
      <div
        className={`flex max-h-48 flex-col gap-1 overflow-y-auto rounded-md border p-2 ${error ? 'border-red-600' : 'border-neutral-300'}`}
      >
        {companies.map((company) => (
          <label key={company.id} className="flex items-center gap-2 rounded px-1 py-1 text-sm">
            <input
              type={single ? 'radio' : 'checkbox'}
              name={single ? groupName : undefined}
              className={`size-4 accent-[var(--color-primary)] ${focusRing}`}
              checked={value.includes(company.id)}
              onChange={(event) => toggle(company.id, event.target.checked)}
            />
            {company.name}
          </label>
        ))}
      </div>
      {error ? (
        <p id={errorId} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
};
