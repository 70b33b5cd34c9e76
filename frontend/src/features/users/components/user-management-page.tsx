import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { can, searchWords, type User } from '@recyclens/shared';
import { useMemo, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { LoadingRows, Skeleton } from '../../../components/ui/skeleton';
import { errorMessage } from '../../../lib/messages';
import { useUserCounts } from '../../../lib/user-counts-query';
import { refetchFailed } from '../../../lib/refetch-failed';
import { useMe } from '../../../lib/api/get-me';
import { useCompanies } from '../../../lib/api/get-companies';
import { lazyDialog } from '../../../components/lazy-dialog';
import { PageTitle } from '../../../components/page-title';
import { SectionError } from '../../../components/section-state';
import { useUserList } from '../api/get-users';
import { defaultUserSort, hasUserFilters, toUserListQuery, type UsersSearch } from '../users-search';
import { UserFilters } from './user-filters';
import { UsersTable } from './users-table';
import { LoadMoreButton, LoadMoreFailed } from '../../../components/load-more-button';
import { popups } from '../../../components/ui/popups';
import { useUpdateUser } from '../api/update-user';
import type { EditIntent } from './edit-user-form';
import { NoMatches } from '../../../components/clear-filters';

// Loaded when first opened: the page's first paint does without Radix and the form library.
const EditUserDialog = lazyDialog(
  () => import('./edit-user-dialog').then((module) => module.EditUserDialog),
  (dialog) => dialog.user !== null,
);
const RemoveUserDialog = lazyDialog(
  () => import('./remove-user-dialog').then((module) => module.RemoveUserDialog),
  (dialog) => dialog.user !== null,
);
const CreateCompanyDialog = lazyDialog(
  () => import('./create-company-dialog').then((module) => module.CreateCompanyDialog),
  (dialog) => dialog.open,
);

interface UserManagementPageProps {
  search: UsersSearch;
  onSearchChange: (search: UsersSearch) => void;
}

/**
 * User management (privileged roles, docs/product.md#user-management): the users in the caller's scope, editable. The
 * server searches, filters, sorts and pages (issue 21 §5), so a tenant of thousands of users
 * shows its first rows after one request; the count awaiting approval comes from the counters.
 */
export const UserManagementPage = ({ search, onSearchChange }: UserManagementPageProps) => {
  const { t, i18n } = useLingui();
  const { user: caller } = useMe();
  const query = toUserListQuery(search);
  const users = useUserList(query);
  const counts = useUserCounts();
  const companies = useCompanies(true);
  const [editingId, setEditingId] = useState<string | null>(null);
  const [intent, setIntent] = useState<EditIntent>('edit');
  const disapproval = useUpdateUser();
  const [removing, setRemoving] = useState<User | null>(null);
  const [creatingCompany, setCreatingCompany] = useState(false);
  const canCreateCompany = caller ? can(caller.role, 'companies:create') : false;
  const mayRemove = caller ? can(caller.role, 'users:remove') : false;

  const shown = useMemo(() => users.data?.pages.flatMap((page) => page.items) ?? [], [users.data]);
  const highlight = useMemo(() => searchWords(query.search), [query.search]);
  const pendingCount = counts.data?.pendingApproval ?? 0;
  // The dialog follows the list, so a reload after a conflict shows the current values.
  const editing: User | null = shown.find((user) => user.id === editingId) ?? null;
  const change = (patch: Partial<UsersSearch>) => onSearchChange({ ...search, ...patch });
  const openEditor = (user: User, next: EditIntent) => {
    setIntent(next);
    setEditingId(user.id);
  };
  // Disapproval needs no choice (no company either), so it is one click; it can be undone by an approval.
  const disapprove = (user: User) =>
    disapproval.mutate(
      {
        userId: user.id,
        body: {
          role: user.role,
          status: 'REJECTED',
          companyIds: user.companies.map((company) => company.id),
          version: user.version,
        },
      },
      {
        onSuccess: () => popups.show({ kind: 'success', title: t`User disapproved` }),
        onError: (error) =>
          popups.show({ kind: 'error', title: t`Disapproval failed`, message: errorMessage(i18n, error) }),
      },
    );
  const clearFilters = () => change({ q: undefined, status: undefined, role: undefined, company: undefined });

  const content = () => {
    if (users.isPending || companies.isPending || !caller) return <LoadingRows rows={5} />;
    // A next page that failed leaves the list as it was: LoadMoreFailed says so under it.
    if ((users.isError && !users.isFetchNextPageError) || companies.isError) {
      return (
        <SectionError
          error={users.error ?? companies.error}
          onRetry={() => refetchFailed(users, companies)}
        />
      );
    }
    if (shown.length === 0) {
      return hasUserFilters(search) ? (
        <NoMatches title={<Trans>No users match these filters.</Trans>} onClearFilters={clearFilters}>
          <Trans>Try another name, e-mail address, status, role or company.</Trans>
        </NoMatches>
      ) : (
        <EmptyState title={<Trans>No users yet</Trans>}>
          <Trans>People who sign up or accept an invitation appear here.</Trans>
        </EmptyState>
      );
    }
    const more = Boolean(users.hasNextPage);
    const loaded = shown.length;
    return (
      <div className="flex flex-col gap-3">
        <UsersTable
          users={shown}
          onEdit={(user) => openEditor(user, 'edit')}
          onApprove={(user) => openEditor(user, 'approve')}
          onDisapprove={disapprove}
          canDecide={(user) => user.id !== caller.id}
          onRemove={mayRemove ? setRemoving : undefined}
          canRemove={(user) => user.id !== caller.id}
          sort={{
            sortBy: query.sortBy ?? defaultUserSort.sortBy,
            order: query.order ?? defaultUserSort.order,
          }}
          onSort={(sort) => change(sort)}
          highlight={highlight}
        />
        <div className="flex flex-wrap items-center justify-between gap-3 text-sm text-neutral-700">
          <p>
            {more ? (
              <Trans>{loaded} users shown, more to load</Trans>
            ) : (
              <Plural value={loaded} one="# user" other="# users" />
            )}
          </p>
          {more ? (
            <LoadMoreButton
              loading={users.isFetchingNextPage}
              onLoadMore={() => void users.fetchNextPage({ cancelRefetch: false })}
            >
              <Trans>Show more users</Trans>
            </LoadMoreButton>
          ) : null}
        </div>
        <LoadMoreFailed
          failed={users.isFetchNextPageError}
          message={t`More users could not be loaded. Try again.`}
        />
      </div>
    );
  };

  return (
    <section>
      <PageTitle lead={<Trans>Approve new users, assign them to companies and set their roles.</Trans>}>
        <Trans>User management</Trans>
      </PageTitle>
      {/* The count keeps its place from the first paint (a placeholder, then the count or "none"),
          and on a phone a row of its own: nothing below moves when it arrives. */}
      <div className="mb-4 flex flex-col items-start gap-3 sm:flex-row sm:items-center sm:justify-between">
        <div className="flex min-h-9 items-center">
          {counts.isPending ? (
            <Skeleton className="h-9 w-56" />
          ) : pendingCount > 0 ? (
            <p role="status" className="rounded-md bg-amber-100 px-3 py-2 text-sm font-medium text-amber-950">
              <Plural value={pendingCount} one="# user awaiting approval" other="# users awaiting approval" />
            </p>
          ) : counts.isSuccess ? (
            <p className="text-sm text-neutral-700">
              <Trans>No users awaiting approval</Trans>
            </p>
          ) : null}
        </div>
        {canCreateCompany ? (
          <Button variant="secondary" className="sm:ml-auto" onClick={() => setCreatingCompany(true)}>
            <Trans>Create company</Trans>
          </Button>
        ) : null}
      </div>
      <div className="mb-4">
        <UserFilters search={search} onSearchChange={change} companies={companies.data ?? []} />
      </div>
      {content()}
      {caller && companies.data ? (
        <EditUserDialog
          user={editing}
          intent={intent}
          caller={caller}
          companies={companies.data}
          onClose={() => setEditingId(null)}
          onReload={() => void users.refetch()}
        />
      ) : null}
      <RemoveUserDialog user={removing} onClose={() => setRemoving(null)} />
      <CreateCompanyDialog open={creatingCompany} onOpenChange={setCreatingCompany} />
    </section>
  );
};
