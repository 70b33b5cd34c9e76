import {
  foldText,
  naturalSortKey,
  type Language,
  type Role,
  type UserSortField,
  type UserStatus,
} from '@recyclens/shared';
import type { IndexName } from '../table-schema';
import { platformKeys, tenantKeys, normalizeEmail, type ItemKey } from '../keys';
import { getItem, nowIso, queryPage, type StoredItem } from '../table';

/** What a new user is made of; the item adds keys, stamps and index keys. */
export type NewUser = {
  id: string;
  clientId: string;
  firstName: string;
  lastName: string;
  specifiedCompanyName?: string;
  email: string;
  passwordHash: string | null;
  profilePicturePath?: string;
  privacyPolicyAcceptedAt?: string;
  emailConfirmedAt?: string;
  role: Role;
  status: UserStatus;
  language: Language;
  companyIds: string[];
};

/** A user as stored. The password hash never leaves the functions (see services/user-views.ts). */
export type UserItem = StoredItem &
  NewUser & {
    entity: 'User';
    createdAt: string;
    updatedAt: string;
    deletedAt?: string;
    version: number;
    /**
     * Sessions created before this time are ended. Written in the same transaction as the change
     * that ends them (rights, reset), so no failure can leave them running (decision 004).
     */
    sessionsValidFrom?: string;
    /** First name, last name and e-mail, folded (foldText): what the list's search matches. */
    searchText?: string;
  };

export interface EmailMarker extends StoredItem {
  clientId: string;
  userId: string;
}

export const userKey = (clientId: string, userId: string): ItemKey => tenantKeys.user(clientId, userId);

/** The index of each order of the user list; all are partitioned by the tenant's users. */
export const userSortIndexes: Record<UserSortField, IndexName> = {
  createdAt: 'gsi1',
  name: 'gsi3',
  firstName: 'gsi4',
  email: 'gsi5',
  status: 'gsi6',
};

/** Those awaiting approval first, because they wait for someone to act. */
const statusRank: Record<UserStatus, string> = { PENDING: '0', APPROVED: '1', REJECTED: '2' };

/** Below every character a name can hold, so "Anna" sorts before "Anna B" and before "Annabel". */
const SEPARATOR = '\u0001';

type IndexedFields = Pick<
  UserItem,
  'clientId' | 'id' | 'role' | 'status' | 'createdAt' | 'firstName' | 'lastName' | 'email'
>;

/**
 * The index keys and search text a user item carries: every order of the user list (natural,
 * accent-blind names, decision 012's naturalSortKey) and users by role. Each write that changes
 * a name, the e-mail, the role or the status writes these again.
 */
export const userIndexKeys = (user: IndexedFields) => {
  const users = tenantKeys.usersPartition(user.clientId);
  const last = naturalSortKey(user.lastName);
  const first = naturalSortKey(user.firstName);
  const byName = `${last}${SEPARATOR}${first}${SEPARATOR}${user.id}`;
  return {
    searchText: foldText(`${user.firstName} ${user.lastName} ${user.email}`),
    gsi1pk: users,
    gsi1sk: `${user.createdAt}#${user.id}`,
    gsi2pk: tenantKeys.usersByRolePartition(user.clientId, user.role),
    gsi2sk: `${user.createdAt}#${user.id}`,
    gsi3pk: users,
    gsi3sk: byName,
    gsi4pk: users,
    gsi4sk: `${first}${SEPARATOR}${last}${SEPARATOR}${user.id}`,
    gsi5pk: users,
    gsi5sk: `${normalizeEmail(user.email)}${SEPARATOR}${user.id}`,
    gsi6pk: users,
    gsi6sk: `${statusRank[user.status]}${SEPARATOR}${byName}`,
  };
};

/**
 * The index keys as part of a user write's UpdateExpression: `, #k0 = :k0, …` with its placeholders,
 * so every write that moves a user in the list sets all of them at once.
 */
export const indexKeyAssignments = (keys: ReturnType<typeof userIndexKeys>) => {
  const entries = Object.entries(keys);
  return {
    clause: entries.map((_, i) => `, #k${i} = :k${i}`).join(''),
    names: Object.fromEntries(entries.map(([name], i) => [`#k${i}`, name])),
    values: Object.fromEntries(entries.map(([, value], i) => [`:k${i}`, value])),
  };
};

export const newUserItem = (input: NewUser): UserItem => {
  const now = nowIso();
  const user = {
    ...input,
    email: normalizeEmail(input.email),
    entity: 'User' as const,
    createdAt: now,
    updatedAt: now,
    version: 1,
  };
  return { ...userKey(input.clientId, input.id), ...user, ...userIndexKeys(user) };
};

export const emailMarkerFor = (user: Pick<UserItem, 'email' | 'clientId' | 'id'>) => ({
  key: platformKeys.email(user.email),
  code: 'EMAIL_ALREADY_EXISTS' as const,
  attributes: { clientId: user.clientId, userId: user.id },
});

export const getUser = (clientId: string, userId: string) => getItem<UserItem>(userKey(clientId, userId));

export const getEmailMarker = (email: string) => getItem<EmailMarker>(platformKeys.email(email));

export const listUsersWithRole = (clientId: string, role: Role, limit = 100) =>
  queryPage<UserItem>({ index: 'gsi2', partition: tenantKeys.usersByRolePartition(clientId, role), limit });
