import { Trans } from '@lingui/react/macro';
import type { CompanySummary } from '@recyclens/shared';
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
  <div className="overflow-x-auto rounded-lg border border-neutral-200 bg-white">
    <table className="w-full text-left text-sm">
      <caption className="sr-only">
        <Trans>Companies and their users</Trans>
      </caption>
      <thead className="bg-neutral-100 text-neutral-800">
        <tr>
          <th scope="col" className="px-4 py-3 font-semibold">
            <Trans>Company</Trans>
          </th>
          <th scope="col" className="px-4 py-3 text-right font-semibold">
            <Trans>Users</Trans>
          </th>
          <th scope="col" className="px-4 py-3 text-right font-semibold">
            <Trans>Awaiting approval</Trans>
          </th>
        </tr>
      </thead>
      <tbody className="divide-y divide-neutral-100">
        {companies.map((company) => {
          const count = counts.get(company.id) ?? none;
          return (
            <tr key={company.id}>
              <th scope="row" className="px-4 py-3 font-medium">
                {company.name}
                {company.id === currentCompanyId ? (
                  <span className="ml-2 rounded bg-neutral-100 px-1.5 py-0.5 text-xs font-normal text-neutral-800">
                    <Trans>Current company</Trans>
                  </span>
                ) : null}
              </th>
              <td className="px-4 py-3 text-right tabular-nums">{count.users}</td>
              <td className="px-4 py-3 text-right tabular-nums">{count.pending}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  </div>
);
