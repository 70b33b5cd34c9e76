import { Trans, useLingui } from '@lingui/react/macro';
import type { User } from '@recyclens/shared';
import { Button } from '../../../components/ui/button';
import { roleNames } from '../display-names';
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

/** SPEC.md §2: first name, last name, company, role, status and action; pending rows stand out. */
export const UsersTable = ({ users, onEdit }: { users: readonly User[]; onEdit: (user: User) => void }) => {
  const { t, i18n } = useLingui();
  return (
    <div className="overflow-x-auto rounded-lg border border-neutral-200 bg-white">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">
          <Trans>Users, those awaiting approval first</Trans>
        </caption>
        <thead className="bg-neutral-100 text-neutral-800">
          <tr>
            <th scope="col" className={`${cell} font-semibold`}>
              <Trans>First name</Trans>
            </th>
            <th scope="col" className={`${cell} font-semibold`}>
              <Trans>Last name</Trans>
            </th>
            <th scope="col" className={`${cell} font-semibold`}>
              <Trans>Company</Trans>
            </th>
            <th scope="col" className={`${cell} font-semibold`}>
              <Trans>Role</Trans>
            </th>
            <th scope="col" className={`${cell} font-semibold`}>
              <Trans>Status</Trans>
            </th>
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
                  {user.firstName}
                </th>
                <td className={cell}>{user.lastName}</td>
                <td className={cell}>
                  <CompanyCell user={user} />
                </td>
                <td className={cell}>{i18n._(roleNames[user.role])}</td>
                <td className={cell}>
                  <StatusBadge status={user.status} />
                </td>
                <td className={`${cell} text-right`}>
                  <Button variant="secondary" aria-label={t`Edit ${name}`} onClick={() => onEdit(user)}>
                    <Trans>Edit</Trans>
                  </Button>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
};
