import { Trans, useLingui } from '@lingui/react/macro';
import type { User, UserSortField } from '@recyclens/shared';
import { DataTable, type SortState } from '../../../components/data-table';
import { Button } from '../../../components/ui/button';
import { HighlightedText } from '../../../components/ui/highlighted-text';
import { roleNames } from '../../../lib/user-display-names';
import type { SortOrder } from '../users-search';
import { StatusBadge } from './status-badge';

/** A user without a company yet shows the company they named when signing up. */
const CompanyCell = ({ user }: { user: User }) => {
  const requested = user.specifiedCompanyName;
  if (user.companies.length > 0) return <>{user.companies.map((company) => company.name).join(', ')}</>;
  if (!requested) return <span className="text-neutral-700">—</span>;
  return (
    <span className="text-neutral-700 italic">
      <Trans>Requested: {requested}</Trans>
    </span>
  );
};

export interface UserSort {
  sortBy: UserSortField;
  order: SortOrder;
}

/**
 * A column that sorts the list on the server: a first click sorts ascending (the signed-up date
 * newest first), a second click reverses.
 */
const sortBy = (field: UserSortField, sort: UserSort, onSort: (sort: UserSort) => void) => {
  const active = sort.sortBy === field;
  const firstOrder: SortOrder = field === 'createdAt' ? 'desc' : 'asc';
  const next: SortOrder = active ? (sort.order === 'asc' ? 'desc' : 'asc') : firstOrder;
  const state: SortState = active ? (sort.order === 'asc' ? 'ascending' : 'descending') : 'none';
  return { state, onSort: () => onSort({ sortBy: field, order: next }) };
};

interface UsersTableProps {
  users: readonly User[];
  onEdit: (user: User) => void;
  /** Offered for the users the caller may remove (admins; never themselves). */
  onRemove?: ((user: User) => void) | undefined;
  canRemove?: (user: User) => boolean;
  /** Approve and Disapprove in the row of a pending user the caller may decide on (not themselves). */
  onApprove: (user: User) => void;
  onDisapprove: (user: User) => void;
  canDecide: (user: User) => boolean;
  sort: UserSort;
  onSort: (sort: UserSort) => void;
  /** The folded search words, marked in names and e-mail addresses. */
  highlight: readonly string[];
}

/**
 * docs/product.md#user-management: first name, last name, company, role, status and action, plus e-mail and sign-up
 * date (what the search and the orders use); pending rows stand out.
 */
export const UsersTable = ({
  users,
  onEdit,
  onRemove,
  canRemove,
  onApprove,
  onDisapprove,
  canDecide,
  sort,
  onSort,
  highlight,
}: UsersTableProps) => {
  const { t, i18n } = useLingui();
  const sorted = (field: UserSortField) => sortBy(field, sort, onSort);
  return (
    <DataTable
      caption={<Trans>Users</Trans>}
      density="roomy"
      rows={users}
      rowKey={(user) => user.id}
      rowProps={(user) =>
        user.status === 'PENDING'
          ? { 'data-pending': true, className: 'bg-amber-50 shadow-[inset_4px_0_0_var(--color-amber-500)]' }
          : {}
      }
      columns={[
        {
          id: 'first-name',
          header: <Trans>First name</Trans>,
          rowHeader: true,
          sort: sorted('firstName'),
          cell: (user) => <HighlightedText text={user.firstName} words={highlight} />,
        },
        {
          id: 'last-name',
          header: <Trans>Last name</Trans>,
          sort: sorted('name'),
          cell: (user) => <HighlightedText text={user.lastName} words={highlight} />,
        },
        {
          id: 'email',
          header: <Trans>Email</Trans>,
          className: 'break-all',
          sort: sorted('email'),
          cell: (user) => <HighlightedText text={user.email} words={highlight} />,
        },
        { id: 'company', header: <Trans>Company</Trans>, cell: (user) => <CompanyCell user={user} /> },
        { id: 'role', header: <Trans>Role</Trans>, cell: (user) => i18n._(roleNames[user.role]) },
        {
          id: 'status',
          header: <Trans>Status</Trans>,
          sort: sorted('status'),
          // An unconfirmed newcomer cannot sign in even when approved: the admin sees it here. The
          // space keeps badge and note apart when the cell is read as one text.
          cell: (user) =>
            user.status === 'PENDING' ? (
              <>
                <StatusBadge status={user.status} />{' '}
                <span className="mt-1 block text-xs text-neutral-700">
                  {user.emailConfirmedAt ? (
                    <Trans>E-mail confirmed</Trans>
                  ) : (
                    <Trans>E-mail not confirmed yet</Trans>
                  )}
                </span>
              </>
            ) : (
              <StatusBadge status={user.status} />
            ),
        },
        {
          id: 'signed-up',
          header: <Trans>Signed up</Trans>,
          className: 'whitespace-nowrap',
          sort: sorted('createdAt'),
          cell: (user) => i18n.date(user.createdAt, { dateStyle: 'medium' }),
        },
        {
          id: 'action',
          header: <Trans>Action</Trans>,
          className: 'text-right whitespace-nowrap',
          // The buttons name themselves; on a phone's card they take the whole line.
          cardLabel: false,
          cell: (user) => {
            const name = `${user.firstName} ${user.lastName}`;
            const deciding = user.status === 'PENDING' && canDecide(user);
            return (
              <>
                {deciding ? (
                  <>
                    <Button aria-label={t`Approve ${name}`} className="mr-2" onClick={() => onApprove(user)}>
                      <Trans>Approve</Trans>
                    </Button>
                    <Button
                      variant="secondary"
                      aria-label={t`Disapprove ${name}`}
                      className="mr-2"
                      onClick={() => onDisapprove(user)}
                    >
                      <Trans>Disapprove</Trans>
                    </Button>
                  </>
                ) : null}
                <Button variant="secondary" aria-label={t`Edit ${name}`} onClick={() => onEdit(user)}>
                  <Trans>Edit</Trans>
                </Button>
                {onRemove && canRemove?.(user) ? (
                  <Button
                    variant="secondary"
                    className="ml-2"
                    aria-label={t`Remove ${name}`}
                    onClick={() => onRemove(user)}
                  >
                    <Trans>Remove</Trans>
                  </Button>
                ) : null}
              </>
            );
          },
        },
      ]}
    />
  );
};
