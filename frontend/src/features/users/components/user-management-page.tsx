import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { can, userStatuses, type User } from '@recyclens/shared';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { SelectField } from '../../../components/ui/select';
import { Skeleton } from '../../../components/ui/skeleton';
import { errorMessage } from '../../../lib/messages';
import { useMe } from '../../auth/api/get-me';
import { useAllUsers } from '../../company/api/get-all-users';
import { useCompanies } from '../../company/api/get-companies';
import { PageTitle } from '../../pages/components/page-title';
import { statusNames } from '../display-names';
import { visibleUsers } from '../sort-users';
import type { UsersSearch } from '../users-search';
import { CreateCompanyDialog } from './create-company-dialog';
import { EditUserDialog } from './edit-user-dialog';
import { UsersTable } from './users-table';

const LoadingTable = () => (
  <div role="status" className="flex flex-col gap-3">
    <span className="sr-only">
      <Trans>Loading…</Trans>
    </span>
    {Array.from({ length: 5 }, (_, index) => (
      <Skeleton key={index} className="h-10 w-full" />
    ))}
  </div>
);

interface UserManagementPageProps {
  search: UsersSearch;
  onSearchChange: (search: UsersSearch) => void;
}

/** SPEC.md §2 User management (privileged roles): the users in the caller's scope, editable. */
export const UserManagementPage = ({ search, onSearchChange }: UserManagementPageProps) => {
  const { t, i18n } = useLingui();
  const { user: caller } = useMe();
  const users = useAllUsers();
  const companies = useCompanies(true);
  const [editingId, setEditingId] = useState<string | null>(null);
  const [creatingCompany, setCreatingCompany] = useState(false);
  const canCreateCompany = caller ? can(caller.role, 'companies:create') : false;

  const all = users.data ?? [];
  const shown = visibleUsers(all, search.status);
  const pendingCount = all.filter((user) => user.status === 'PENDING' && !user.deletedAt).length;
  // The dialog follows the list, so a reload after a conflict shows the current values.
  const editing: User | null = all.find((user) => user.id === editingId) ?? null;

  const content = () => {
    if (users.isPending || companies.isPending || !caller) return <LoadingTable />;
    if (users.isError || companies.isError) {
      return (
        <div
          role="alert"
          className="flex flex-wrap items-center justify-between gap-3 rounded-md bg-red-50 p-4"
        >
          <p className="text-sm text-red-800">{errorMessage(i18n, users.error ?? companies.error)}</p>
          <Button
            variant="secondary"
            onClick={() => {
              if (users.isError) void users.refetch();
              if (companies.isError) void companies.refetch();
            }}
          >
            <Trans>Try again</Trans>
          </Button>
        </div>
      );
    }
    if (shown.length === 0) {
      return (
        <EmptyState title={<Trans>No users found</Trans>}>
          {search.status ? <Trans>No user has the chosen status.</Trans> : null}
        </EmptyState>
      );
    }
    return <UsersTable users={shown} onEdit={(user) => setEditingId(user.id)} />;
  };

  return (
    <section>
      <PageTitle lead={<Trans>Approve new users, assign them to companies and set their roles.</Trans>}>
        <Trans>User management</Trans>
      </PageTitle>
      <div className="mb-4 flex flex-wrap items-end justify-between gap-4">
        <SelectField
          label={t`Status`}
          placeholder={t`All statuses`}
          options={userStatuses.map((status) => ({ value: status, label: i18n._(statusNames[status]) }))}
          value={search.status ?? ''}
          onChange={(event) => {
            const status = userStatuses.find((value) => value === event.target.value);
            onSearchChange({ ...search, status });
          }}
          className="w-56"
        />
        {pendingCount > 0 ? (
          <p role="status" className="rounded-md bg-amber-100 px-3 py-2 text-sm font-medium text-amber-950">
            <Plural value={pendingCount} one="# user awaiting approval" other="# users awaiting approval" />
          </p>
        ) : null}
        {canCreateCompany ? (
          <Button variant="secondary" className="ml-auto" onClick={() => setCreatingCompany(true)}>
            <Trans>Create company</Trans>
          </Button>
        ) : null}
      </div>
      {content()}
      {caller && companies.data ? (
        <EditUserDialog
          user={editing}
          caller={caller}
          companies={companies.data}
          onClose={() => setEditingId(null)}
          onReload={() => void users.refetch()}
        />
      ) : null}
      <CreateCompanyDialog open={creatingCompany} onOpenChange={setCreatingCompany} />
    </section>
  );
};
