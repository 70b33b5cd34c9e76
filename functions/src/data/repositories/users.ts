import type { Language, Role, UserStatus } from '@recyclens/shared';
import { platformKeys, tenantKeys, normalizeEmail, type ItemKey } from '../keys';
import { batchGetItems, getItem, nowIso, queryPage, type StoredItem } from '../table';

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
  };

export interface EmailMarker extends StoredItem {
  clientId: string;
  userId: string;
}

export const userKey = (clientId: string, userId: string): ItemKey => tenantKeys.user(clientId, userId);

/** The index keys a user item carries: all users of the tenant, and users by role. */
export const userIndexKeys = (user: Pick<UserItem, 'clientId' | 'id' | 'role' | 'createdAt'>) => ({
  gsi1pk: tenantKeys.usersPartition(user.clientId),
  gsi1sk: `${user.createdAt}#${user.id}`,
  gsi2pk: tenantKeys.usersByRolePartition(user.clientId, user.role),
  gsi2sk: `${user.createdAt}#${user.id}`,
});

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

/** Several users of one tenant by id, in one round trip. */
export const getUsers = (clientId: string, userIds: string[]) =>
  batchGetItems<UserItem>(userIds.map((id) => userKey(clientId, id)));

export const listUsersWithRole = (clientId: string, role: Role, limit = 100) =>
  queryPage<UserItem>({ index: 'gsi2', partition: tenantKeys.usersByRolePartition(clientId, role), limit });
