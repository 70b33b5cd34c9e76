import type { User } from '@recyclens/shared';

export interface UserCounts {
  users: number;
  pending: number;
}

/** Members per company id; a user of several companies counts in each of them, removed users in none. */
export const userCountsByCompany = (users: readonly User[]): Map<string, UserCounts> => {
  const counts = new Map<string, UserCounts>();
  for (const user of users) {
    if (user.deletedAt) continue;
    for (const company of user.companies) {
      const count = counts.get(company.id) ?? { users: 0, pending: 0 };
      count.users += 1;
      if (user.status === 'PENDING') count.pending += 1;
      counts.set(company.id, count);
    }
  }
  return counts;
};
