import { useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { focusRing } from '../../../components/ui/button';
import { invalidateCompanyData } from '../../../lib/company-data';
import { session, useCurrentCompanyId } from '../../../lib/session';
import { useCompanies } from '../../../lib/api/get-companies';
import { CompanyOptions } from './company-options';

/** The privileged roles' extra header control: switch the company they are working for. */
export const CompanySwitch = () => {
  const { t } = useLingui();
  const companyId = useCurrentCompanyId();
  const companies = useCompanies(true);
  const queryClient = useQueryClient();
  if (!companies.data?.length) return null;
  return (
    <select
      aria-label={t`Current company`}
      value={companyId ?? ''}
      onChange={(event) => {
        session.setCompanyId(event.target.value || null);
        // Company-scoped answers (packages, projects…) belong to the previous company.
        void invalidateCompanyData(queryClient);
      }}
      className={`max-w-48 rounded-md border border-neutral-300 bg-white px-2 py-1 text-sm ${focusRing}`}
    >
      {companyId ? null : <option value="">{t`Select company`}</option>}
      <CompanyOptions companies={companies.data} />
    </select>
  );
};
