import { roleSchema, userStatusSchema, type Role, type UserStatus } from '@recyclens/shared';
import { env } from '../../config/env';
import { tenantKeys } from '../keys';
import { getItem, putItem, type StoredItem, type TransactItem } from '../table';
import { addChange, type CounterChanges } from './portfolio';

/**
 * The tenant's user figures, kept as they change (decision 013, like decision 011's portfolio):
 * one item per tenant whose flat attributes count users by role and status, in the tenant and in
 * each company. Raised and lowered with ADD in the same transaction as the user write that moves
 * them, so the user list and the company overview never read users to count them. Role and status
 * are both kept so each scope can sum what it may see (a manager never sees admins).
 */
export const userCounterNames = {
  tenant: (role: Role, status: UserStatus) => `all:${role}:${status}`,
  company: (companyId: string, role: Role, status: UserStatus) => `company:${companyId}:${role}:${status}`,
} as const;

/** What of a user the counters count. */
export type CountedUser = { role: Role; status: UserStatus; companyIds: readonly string[] };

const countUser = (changes: CounterChanges, user: CountedUser, delta: number) => {
  addChange(changes, userCounterNames.tenant(user.role, user.status), delta);
  for (const companyId of new Set(user.companyIds)) {
    addChange(changes, userCounterNames.company(companyId, user.role, user.status), delta);
  }
};

/** The change a user write makes to the counters: `before` undefined for a new user. */
export const userCountChanges = (before: CountedUser | undefined, after: CountedUser): CounterChanges => {
  const changes: CounterChanges = new Map();
  if (before) countUser(changes, before, -1);
  countUser(changes, after, 1);
  return changes;
};

/** The change removing a user makes: they no longer count anywhere. */
export const userRemovalChanges = (before: CountedUser): CounterChanges => {
  const changes: CounterChanges = new Map();
  countUser(changes, before, -1);
  return changes;
};

/** The ADD of every change to the tenant's user counters, as one transaction item; none when empty. */
export const userCountsUpdate = (clientId: string, changes: CounterChanges): TransactItem[] => {
  const entries = [...changes];
  if (entries.length === 0) return [];
  return [
    {
      Update: {
        TableName: env().TABLE_NAME,
        Key: tenantKeys.userCounts(clientId),
        UpdateExpression: `ADD ${entries.map((_, i) => `#c${i} :c${i}`).join(', ')}`,
        ExpressionAttributeNames: Object.fromEntries(entries.map(([name], i) => [`#c${i}`, name])),
        ExpressionAttributeValues: Object.fromEntries(entries.map(([, delta], i) => [`:c${i}`, delta])),
      },
    },
  ];
};

export interface CountEntry {
  /** null: the tenant as a whole. */
  companyId: string | null;
  role: Role;
  status: UserStatus;
  count: number;
}

/** The tenant's counters, one GetItem whatever the number of users. */
export const readUserCounts = async (clientId: string): Promise<CountEntry[]> => {
  const item = await getItem<StoredItem>(tenantKeys.userCounts(clientId));
  const entries: CountEntry[] = [];
  for (const [name, value] of Object.entries(item ?? {})) {
    if (typeof value !== 'number' || value === 0) continue;
    const parts = name.split(':');
    const [companyId, roleText, statusText] =
      parts[0] === 'all' && parts.length === 3
        ? [null, parts[1], parts[2]]
        : parts[0] === 'company' && parts.length === 4
          ? [parts[1] ?? null, parts[2], parts[3]]
          : [null, undefined, undefined];
    const role = roleSchema.safeParse(roleText);
    const status = userStatusSchema.safeParse(statusText);
    if (role.success && status.success) {
      entries.push({ companyId, role: role.data, status: status.data, count: value });
    }
  }
  return entries;
};

/** Writes the tenant's counters as absolute values (the rebuild), replacing what was there. */
export const replaceUserCounts = (clientId: string, counters: CounterChanges) =>
  putItem({ ...tenantKeys.userCounts(clientId), entity: 'UserCounts', ...Object.fromEntries(counters) });
