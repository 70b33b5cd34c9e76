import type { User, UserStatus } from '@recyclens/shared';

/**
 * The users to show for a status filter: pending ones first, because they wait for someone to
 * act, then by name.
 */
export const visibleUsers = (users: readonly User[], status: UserStatus | undefined): User[] =>
  users
    .filter((user) => !user.deletedAt && (!status || user.status === status))
    .sort(
      (a, b) =>
        Number(b.status === 'PENDING') - Number(a.status === 'PENDING') ||
        a.lastName.localeCompare(b.lastName) ||
        a.firstName.localeCompare(b.firstName),
    );
