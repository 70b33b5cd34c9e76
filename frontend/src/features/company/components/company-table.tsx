import { Trans, useLingui } from '@lingui/react/macro';
import type { CompanySummary } from '@recyclens/shared';
import { useState } from 'react';
import { DataTable } from '../../../components/data-table';
import { Button } from '../../../components/ui/button';
import { CompanyAddressDialog } from './company-address-dialog';
import type { UserCounts } from './company-user-counts';

/** A company's postal address, lines kept, and the button that edits it in a dialog. */
const AddressCell = ({ company }: { company: CompanySummary }) => {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const name = company.name;
  return (
    <div className="flex flex-wrap items-start justify-between gap-2">
      {company.postalAddress ? (
        <span className="whitespace-pre-line">{company.postalAddress}</span>
      ) : (
        <span className="text-neutral-700">
          <Trans>Not recorded</Trans>
        </span>
      )}
      <Button
        variant="secondary"
        aria-label={t`Edit the postal address of ${name}`}
        onClick={() => setOpen(true)}
      >
        <Trans>Edit</Trans>
      </Button>
      <CompanyAddressDialog company={company} open={open} onOpenChange={setOpen} />
    </div>
  );
};

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
      {
        id: 'address',
        header: <Trans>Postal address</Trans>,
        cell: (company) => <AddressCell company={company} />,
      },
    ]}
  />
);
