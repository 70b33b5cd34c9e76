import {
  auditActions,
  searchableText,
  type Language,
  type Role,
  type UserSortField,
  type UserStatus,
} from '@recyclens/shared';
import type { IndexName } from '../table-schema';
import { platformKeys, tenantKeys, normalizeEmail, type ItemKey } from '../keys';
import { nameSortKey } from '../name-sort-key';
import { env } from '../../config/env';
import { queryAuditEntries } from './audit-entries';
import {
  batchGetItems,
  getItem,
  nowIso,
  queryAll,
  queryFiltered,
  queryPage,
  updateFields,
  updateVersioned,
  type StoredItem,
  type TransactItem,
} from '../table';

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

/** A user as stored. The password hash never leaves the functions (see services/accounts/user-views.ts). */
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
    /**
     * First name, last name and e-mail, folded with umlaut words in their German spelling too
     * (searchableText): what the list's search matches, so "mueller" finds "Müller".
     */
    searchText?: string;
    /** The latest sign-in, written by the login (signInRecord). */
    lastSignInAt?: string;
    /** The sign-in before the latest: absent while the user has signed in once. */
    previousSignInAt?: string;
    /**
     * The user's first sign-in as the login found it (firstSignInAtFor), written once with it: the
     * latest sign-in was the first while the two are equal (firstSignInOf).
     */
    firstSignInAt?: string;
  };

/**
 * Sign-ins are recorded on the user from this release on. A user stored before it may have signed
 * in already; the audit log tells, once, on their first recorded sign-in (firstSignInAtFor).
 */
const SIGN_INS_RECORDED_SINCE = '2026-11-28T00:00:00.000Z';

/** Every action an actor can only take signed in: a refused sign-in is no use of the product. */
const SIGNED_IN_ACTIONS = auditActions.filter((action) => action !== 'SIGN_IN_FAILED');

/**
 * The newest entry of the audit log made by the user before `before`: a sign-in or anything done
 * signed in. The log is kept a year and sign-ins are in it since 2026-11-25, so a user whose only
 * visits were earlier shows none and is greeted as new (decision 043).
 */
const lastUseBefore = async (user: UserItem, before: string): Promise<string | undefined> => {
  // The query reads on past refused sign-ins until it finds one or the user's entries end.
  const { items } = await queryAuditEntries({
    clientId: user.clientId,
    actorId: user.id,
    actions: SIGNED_IN_ACTIONS,
    from: '0000',
    to: before,
    limit: 1,
  });
  return items.find((entry) => entry.at < before)?.at;
};

/**
 * When the user first signed in, for the login at `at` to write with it (issue 36 §4, decision
 * 043): kept once known; `at` for a user with no sign-in before. A user stored before sign-ins
 * were recorded on users is asked of the audit log once, on their first recorded sign-in: their
 * latest use before it (their first sign-in was no later) or, with none, `at`.
 */
export const firstSignInAtFor = async (user: UserItem, at: string): Promise<string> => {
  if (user.firstSignInAt !== undefined) return user.firstSignInAt;
  // Signed in while the login recorded sign-ins but not yet the first one: the earliest recorded.
  if (user.lastSignInAt !== undefined) return user.previousSignInAt ?? user.lastSignInAt;
  if (user.createdAt >= SIGN_INS_RECORDED_SINCE) return at;
  return (await lastUseBefore(user, at)) ?? at;
};

/** Whether the user's latest sign-in was their first ("Welcome", not "Welcome back"): no read. */
export const firstSignInOf = (user: UserItem): boolean =>
  user.lastSignInAt !== undefined && user.firstSignInAt === user.lastSignInAt;

/**
 * A sign-in at `at`, the one before kept as the previous and the first as `firstSignInAtFor`
 * found it: written in the login's own transaction. No version or updatedAt change: signing in
 * edits nothing, and must not refuse an edit in flight.
 */
export const signInRecord = (user: UserItem, at: string, firstSignInAt: string): TransactItem => ({
  Update: {
    TableName: env().TABLE_NAME,
    Key: userKey(user.clientId, user.id),
    UpdateExpression: user.lastSignInAt
      ? 'SET lastSignInAt = :at, previousSignInAt = :previous, firstSignInAt = :first'
      : 'SET lastSignInAt = :at, firstSignInAt = :first',
    ConditionExpression: 'attribute_exists(pk)',
    ExpressionAttributeValues: {
      ':at': at,
      ':first': firstSignInAt,
      ...(user.lastSignInAt ? { ':previous': user.lastSignInAt } : {}),
    },
  },
});

export interface EmailMarker extends StoredItem {
  clientId: string;
  userId: string;
}

export const userKey = (clientId: string, userId: string): ItemKey => tenantKeys.user(clientId, userId);

/** An address as users are stored and found by it (case-insensitive, docs/architecture.md#auth-and-tenancy). */
export { normalizeEmail };

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
  const last = nameSortKey(user.lastName);
  const first = nameSortKey(user.firstName);
  const byName = `${last}${SEPARATOR}${first}${SEPARATOR}${user.id}`;
  return {
    searchText: searchableText(`${user.firstName} ${user.lastName} ${user.email}`),
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

/** What GET /users keeps of the sorted read: scope, filters and every search word (all ANDed). */
export interface UserListFilter {
  /** A manager's company: only its users, and never an admin. */
  scopeCompanyId?: string | undefined;
  companyId?: string | undefined;
  role?: Role | undefined;
  status?: UserStatus | undefined;
  words: readonly string[];
}

const userListFilter = (filter: UserListFilter) => {
  const conditions: string[] = [];
  const names: Record<string, string> = {};
  const values: Record<string, unknown> = {};
  if (filter.scopeCompanyId !== undefined) {
    conditions.push('contains(#companyIds, :scopeCompany)', '#role <> :admin');
    names['#companyIds'] = 'companyIds';
    names['#role'] = 'role';
    values[':scopeCompany'] = filter.scopeCompanyId;
    values[':admin'] = 'CLIENT_ADMIN';
  }
  if (filter.companyId) {
    conditions.push('contains(#companyIds, :companyId)');
    names['#companyIds'] = 'companyIds';
    values[':companyId'] = filter.companyId;
  }
  if (filter.role) {
    conditions.push('#role = :role');
    names['#role'] = 'role';
    values[':role'] = filter.role;
  }
  if (filter.status) {
    conditions.push('#status = :status');
    names['#status'] = 'status';
    values[':status'] = filter.status;
  }
  filter.words.forEach((word, i) => {
    conditions.push(`contains(#searchText, :w${i})`);
    names['#searchText'] = 'searchText';
    values[`:w${i}`] = word;
  });
  return conditions.length > 0 ? { expression: conditions.join(' AND '), names, values } : undefined;
};

/**
 * A page of the tenant's users in one of the list's orders (decision 013). The filter is applied
 * after the read: queryFiltered reads on until a page is full or the users end, so an empty page
 * means no match.
 */
export const usersPage = async (
  clientId: string,
  query: { sortBy: UserSortField; order: 'asc' | 'desc'; limit: number; cursor?: string | undefined },
  filterBy: UserListFilter,
) => {
  const filter = userListFilter(filterBy);
  const request = {
    index: userSortIndexes[query.sortBy],
    partition: tenantKeys.usersPartition(clientId),
    limit: query.limit,
    newestFirst: query.order === 'desc',
    ...(query.cursor ? { cursor: query.cursor } : {}),
    ...(filter ? { filter } : {}),
  };
  return filter ? queryFiltered<UserItem>(request) : queryPage<UserItem>(request);
};

/** Sets fields of a user read at `expectedVersion` (409 when it changed, 404 when it is gone). */
export const updateUserFields = (
  clientId: string,
  userId: string,
  expectedVersion: number,
  changes: Partial<UserItem>,
) => updateVersioned<UserItem>(userKey(clientId, userId), expectedVersion, changes);

/**
 * Sets a user's own preferences (language, picture) without a version check: the last choice
 * rightly wins. Answers the user as stored afterwards; 404 when the user is gone.
 */
export const setUserFields = (
  clientId: string,
  userId: string,
  changes: Pick<Partial<UserItem>, 'language' | 'profilePicturePath'>,
) => updateFields<UserItem>(userKey(clientId, userId), changes);

const unchangedUser = 'attribute_exists(pk) AND attribute_not_exists(deletedAt) AND version = :expected';

/**
 * A user's new role, status and companies, with the index keys they move the user in; lesser
 * rights (`endSessions`) end the user's sessions in the same write (decision 004).
 */
export const userRightsUpdate = (
  user: UserItem,
  rights: Pick<UserItem, 'role' | 'status' | 'companyIds'>,
  options: { endSessions: boolean; now: string },
): TransactItem => {
  const keys = indexKeyAssignments(userIndexKeys({ ...user, role: rights.role, status: rights.status }));
  return {
    Update: {
      TableName: env().TABLE_NAME,
      Key: userKey(user.clientId, user.id),
      UpdateExpression:
        `SET #role = :role, #status = :status, companyIds = :companyIds, updatedAt = :now, version = version + :one${options.endSessions ? ', sessionsValidFrom = :now' : ''}` +
        // The list's orders and search: the role and status move the user in them (decision 013).
        keys.clause,
      ConditionExpression: unchangedUser,
      ExpressionAttributeNames: { '#role': 'role', '#status': 'status', ...keys.names },
      ExpressionAttributeValues: {
        ':role': rights.role,
        ':status': rights.status,
        ':companyIds': rights.companyIds,
        ':now': options.now,
        ':one': 1,
        ':expected': user.version,
        ...keys.values,
      },
    },
  };
};

/**
 * A user's own new names and password, read at `user.version`; `sessionsValidFrom` moves to `now`
 * in the same write, so every session created before ends (decision 004).
 */
export const ownPasswordChange = (
  user: UserItem,
  changes: Pick<UserItem, 'firstName' | 'lastName' | 'passwordHash'>,
  now: string,
): TransactItem => {
  const keys = indexKeyAssignments(userIndexKeys({ ...user, ...changes }));
  return {
    Update: {
      TableName: env().TABLE_NAME,
      Key: userKey(user.clientId, user.id),
      UpdateExpression: `SET firstName = :firstName, lastName = :lastName, passwordHash = :hash, updatedAt = :now, sessionsValidFrom = :now, version = version + :one${keys.clause}`,
      ConditionExpression: unchangedUser,
      ExpressionAttributeNames: keys.names,
      ExpressionAttributeValues: {
        ':firstName': changes.firstName,
        ':lastName': changes.lastName,
        ':hash': changes.passwordHash,
        ':now': now,
        ':one': 1,
        ':expected': user.version,
        ...keys.values,
      },
    },
  };
};

/** A password set with a mailed link: the old sessions end in this same write (decision 004). */
export const passwordReset = (user: UserItem, passwordHash: string, at: string): TransactItem => ({
  Update: {
    TableName: env().TABLE_NAME,
    Key: userKey(user.clientId, user.id),
    UpdateExpression:
      'SET passwordHash = :hash, updatedAt = :at, version = version + :one, sessionsValidFrom = :at',
    ConditionExpression: 'attribute_exists(pk)',
    ExpressionAttributeValues: { ':hash': passwordHash, ':at': at, ':one': 1 },
  },
});

/** The address confirmed at `at`; refused when it already was (the same link twice). */
export const emailConfirmation = (user: UserItem, at: string): TransactItem => ({
  Update: {
    TableName: env().TABLE_NAME,
    Key: userKey(user.clientId, user.id),
    UpdateExpression: 'SET emailConfirmedAt = :at, updatedAt = :at, version = version + :one',
    ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(emailConfirmedAt)',
    ExpressionAttributeValues: { ':at': at, ':one': 1 },
  },
});

/**
 * A removed user's tombstone (decision 031): pseudonymised names, no e-mail, no companies, and
 * without `removedAttributes` (what names or reaches the person) and the list's index keys, so
 * the user leaves the list; `deletedAt` and `sessionsValidFrom` end every session.
 */
export const userTombstone = (
  user: UserItem,
  pseudonym: { firstName: string; lastName: string },
  removedAttributes: readonly string[],
  now: string,
): TransactItem => {
  const indexAttributes = Object.keys(userIndexKeys(user)).filter((name) => name.startsWith('gsi'));
  return {
    Update: {
      TableName: env().TABLE_NAME,
      Key: userKey(user.clientId, user.id),
      UpdateExpression:
        'SET firstName = :first, lastName = :last, email = :none, deletedAt = :now, sessionsValidFrom = :now, ' +
        'updatedAt = :now, companyIds = :noIds, version = version + :one ' +
        `REMOVE ${[...removedAttributes, ...indexAttributes].join(', ')}`,
      ConditionExpression: unchangedUser,
      ExpressionAttributeValues: {
        ':first': pseudonym.firstName,
        ':last': pseudonym.lastName,
        ':none': '',
        ':noIds': [],
        ':now': now,
        ':one': 1,
        ':expected': user.version,
      },
    },
  };
};

/** Frees the user's address (it may sign up again), unless the marker already names someone else. */
export const emailMarkerRelease = (user: Pick<UserItem, 'email' | 'id'>): TransactItem => ({
  Delete: {
    TableName: env().TABLE_NAME,
    Key: platformKeys.email(user.email),
    ConditionExpression: 'attribute_not_exists(pk) OR userId = :userId',
    ExpressionAttributeValues: { ':userId': user.id },
  },
});

/** The users with these ids, as stored (removed ones too), in no particular order. */
export const usersByIds = (clientId: string, userIds: readonly string[]) =>
  batchGetItems<UserItem>(userIds.map((id) => userKey(clientId, id)));

/** Every user of a tenant, by creation (a migration step reads them all). */
export const allTenantUsers = (clientId: string) =>
  queryAll<UserItem>(
    { index: 'gsi1', partition: tenantKeys.usersPartition(clientId) },
    Number.POSITIVE_INFINITY,
  );

/**
 * A user item written again with this release's index keys and search text (decision 013), only if
 * nobody changed it since it was read (an edit's own write carries the new keys).
 */
export const userIndexRewrite = (user: UserItem): TransactItem => ({
  Put: {
    TableName: env().TABLE_NAME,
    Item: { ...user, ...userIndexKeys(user) },
    ConditionExpression: '#version = :version',
    ExpressionAttributeNames: { '#version': 'version' },
    ExpressionAttributeValues: { ':version': user.version },
  },
});
