import { Trans } from '@lingui/react/macro';
import { can, userScopeOf, type Notification, type User } from '@recyclens/shared';
import { Link } from '@tanstack/react-router';
import { focusRing } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { useMe } from '../../../lib/api/get-me';
import { notificationFacts } from './notification-facts';
import { NotificationFeed } from './notification-feed';

const NEW_USER_TYPES = ['NEW_USER'] as const;
const linkClass = `rounded font-semibold underline-offset-4 hover:underline ${focusRing}`;

/**
 * The viewer follows the name to approve the newcomer: admins reach every user of the tenant, so
 * straight to the user; managers see only their company's users, so the list.
 */
const Who = ({ name, userId, viewer }: { name: string; userId: string | undefined; viewer: User }) => {
  if (userId && userScopeOf(viewer.role) === 'tenant') {
    return (
      <Link to="/user/edit/$userId" params={{ userId }} className={linkClass}>
        {name}
      </Link>
    );
  }
  return (
    <Link to="/user/management" className={linkClass}>
      {name}
    </Link>
  );
};

const NewCustomer = ({ notification, viewer }: { notification: Notification; viewer: User }) => {
  const facts = notificationFacts(notification);
  const name = [facts.firstName, facts.lastName].filter(Boolean).join(' ');
  if (!name) return <Trans>A new user signed up</Trans>;
  const who = <Who name={name} userId={facts.userId} viewer={viewer} />;
  const company = facts.company;
  return company ? (
    <Trans>
      {who} from {company} signed up
    </Trans>
  ) : (
    <Trans>{who} signed up</Trans>
  );
};

/**
 * The dashboard's New customers (docs/product.md#dashboard): the NEW_USER notifications, only for
 * those whose role may approve a newcomer (issue 36 §4); the API answers each their own scope.
 */
export const NewCustomersSection = () => {
  const { user } = useMe();
  if (!user || !can(user.role, 'users:manage')) return null;
  return (
    <NotificationFeed
      title={<Trans>New customers</Trans>}
      types={NEW_USER_TYPES}
      emptyState={
        <EmptyState title={<Trans>No new customers</Trans>}>
          <Trans>People who sign up for your platform appear here.</Trans>
        </EmptyState>
      }
      renderItem={(notification) => <NewCustomer notification={notification} viewer={user} />}
    />
  );
};
