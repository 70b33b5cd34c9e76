import { Trans } from '@lingui/react/macro';
import type { CompanySummary } from '@recyclens/shared';
import { DataTable } from '../../../components/data-table';
import type { UserCounts } from './company-user-counts';

const none: UserCounts = { users: 0, pending: 0 };

export const CompanyTable = ({
  companies,
  counts,
  currentCompanyId,
}: {
  companies: readonly CompanySummary[];
  counts: ReadonlyMap<string, UserCounts>;
  currentCompanyId: string | null;
}) => (
  <DataTable
    caption={<Trans>Companies and their users</Trans>}
    density="roomy"
    rows={companies}
    rowKey={(company) => company.id}
    columns={[
      {
        id: 'company',
        header: <Trans>Company</Trans>,
        rowHeader: true,
        cell: (company) => (
          <>
            {company.name}
            {company.id === currentCompanyId ? (
              <span className="ml-2 rounded bg-neutral-100 px-1.5 py-0.5 text-xs font-normal text-neutral-800">
                <Trans>Current company</Trans>
              </span>
            ) : null}
          </>
        ),
      },
      {
        id: 'users',
        header: <Trans>Users</Trans>,
        className: 'text-right tabular-nums',
        cell: (company) => (counts.get(company.id) ?? none).users,
      },
      {
        id: 'pending',
        header: <Trans>Awaiting approval</Trans>,
        className: 'text-right tabular-nums',
        cell: (company) => (counts.get(company.id) ?? none).pending,
      },
    ]}
  />
);
