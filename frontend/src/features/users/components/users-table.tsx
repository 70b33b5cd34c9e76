import { Trans, useLingui } from '@lingui/react/macro';
import type { User, UserSortField } from '@recyclens/shared';
import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { HighlightedText } from '../../../components/ui/highlighted-text';
import { roleNames } from '../display-names';
import type { SortOrder } from '../users-search';
import { StatusBadge } from './status-badge';

const cell = 'px-4 py-3';

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
 * A column header that sorts the list on the server: a first click sorts ascending (the signed-up
 * date newest first), a second click reverses. `aria-sort` tells screen readers the current order.
 */
const SortableHeader = ({
  field,
  sort,
  onSort,
  children,
}: {
  field: UserSortField;
  sort: UserSort;
  onSort: (sort: UserSort) => void;
  children: ReactNode;
}) => {
  const active = sort.sortBy === field;
  const firstOrder: SortOrder = field === 'createdAt' ? 'desc' : 'asc';
  const next: SortOrder = active ? (sort.order === 'asc' ? 'desc' : 'asc') : firstOrder;
  return (
    <th
      scope="col"
      aria-sort={active ? (sort.order === 'asc' ? 'ascending' : 'descending') : 'none'}
      className="px-2 py-1 font-semibold"
    >
      <button
        type="button"
        className="inline-flex items-center gap-1 rounded px-2 py-2 hover:bg-neutral-200 focus-visible:outline-2"
        onClick={() => onSort({ sortBy: field, order: next })}
      >
        {children}
        <span aria-hidden="true" className="w-3 text-xs">
          {active ? (sort.order === 'asc' ? '▲' : '▼') : ''}
        </span>
      </button>
    </th>
  );
};

interface UsersTableProps {
  users: readonly User[];
  onEdit: (user: User) => void;
  /** Offered for the users the caller may remove (admins; never themselves). */
  onRemove?: ((user: User) => void) | undefined;
  canRemove?: (user: User) => boolean;
  sort: UserSort;
  onSort: (sort: UserSort) => void;
  /** The folded search words, marked in names and e-mail addresses. */
  highlight: readonly string[];
}

/**
 * SPEC.md §2: first name, last name, company, role, status and action, plus e-mail and sign-up
 * date (what the search and the orders use); pending rows stand out.
 */
export const UsersTable = ({
  users,
  onEdit,
  onRemove,
  canRemove,
  sort,
  onSort,
  highlight,
}: UsersTableProps) => {
  const { t, i18n } = useLingui();
  const header = { sort, onSort };
  return (
    <div className="overflow-x-auto rounded-lg border border-neutral-200 bg-white">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">
          <Trans>Users</Trans>
        </caption>
        <thead className="bg-neutral-100 text-neutral-800">
          <tr>
            <SortableHeader field="firstName" {...header}>
              <Trans>First name</Trans>
            </SortableHeader>
            <SortableHeader field="name" {...header}>
              <Trans>Last name</Trans>
            </SortableHeader>
            <SortableHeader field="email" {...header}>
              <Trans>Email</Trans>
            </SortableHeader>
            <th scope="col" className={`${cell} font-semibold`}>
              <Trans>Company</Trans>
            </th>
            <th scope="col" className={`${cell} font-semibold`}>
              <Trans>Role</Trans>
            </th>
            <SortableHeader field="status" {...header}>
              <Trans>Status</Trans>
            </SortableHeader>
            <SortableHeader field="createdAt" {...header}>
              <Trans>Signed up</Trans>
            </SortableHeader>
            <th scope="col" className={`${cell} text-right font-semibold`}>
              <Trans>Action</Trans>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-neutral-100">
          {users.map((user) => {
            const name = `${user.firstName} ${user.lastName}`;
            const pending = user.status === 'PENDING';
            return (
              <tr
                key={user.id}
                data-pending={pending || undefined}
                className={pending ? 'bg-amber-50 shadow-[inset_4px_0_0_var(--color-amber-500)]' : undefined}
              >
                <th scope="row" className={`${cell} font-medium`}>
                  <HighlightedText text={user.firstName} words={highlight} />
                </th>
                <td className={cell}>
                  <HighlightedText text={user.lastName} words={highlight} />
                </td>
                <td className={`${cell} break-all`}>
                  <HighlightedText text={user.email} words={highlight} />
                </td>
                <td className={cell}>
                  <CompanyCell user={user} />
                </td>
                <td className={cell}>{i18n._(roleNames[user.role])}</td>
                <td className={cell}>
                  <StatusBadge status={user.status} />
                </td>
                <td className={`${cell} whitespace-nowrap`}>
                  {i18n.date(user.createdAt, { dateStyle: 'medium' })}
                </td>
                <td className={`${cell} text-right whitespace-nowrap`}>
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
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
};
