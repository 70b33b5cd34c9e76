import {
  assignableRoles,
  can,
  userScopeOf,
  validationMessages,
  type RouteBody,
  type Routes,
} from '@recyclens/shared';
import { env } from '../config/env';
import { getClientProfile } from '../data/repositories/clients';
import { getCompanies, listCompanies } from '../data/repositories/companies';
import { listMembers, membershipItem } from '../data/repositories/memberships';
import { getUser, getUsers, userIndexKeys, userKey, type UserItem } from '../data/repositories/users';
import { tenantKeys } from '../data/keys';
import { nowIso, queryPage, transactWrite } from '../data/table';
import { AppError } from '../errors/app-error';
import type { Caller } from '../http/caller';
import type { Logger } from '../logging/logger';
import { sendTenantMail, tenantLink } from './tenant-mail';
import { userView } from './user-views';

/**
 * User administration within the caller's scope (accounts issue): admins reach the whole tenant,
 * managers the users of their own company, and nobody else any user. A user outside the scope
 * is answered as not found, so ids of other tenants or companies reveal nothing.
 */
const inScope = (caller: Caller, user: UserItem): boolean => {
  switch (userScopeOf(caller.role)) {
    case 'tenant':
      return true;
    case 'own-company':
      return user.role !== 'CLIENT_ADMIN' && user.companyIds.some((id) => caller.companyIds.includes(id));
    case 'self':
      return user.id === caller.userId;
  }
};

const requireUserInScope = async (caller: Caller, userId: string): Promise<UserItem> => {
  const user = await getUser(caller.clientId, userId);
  if (!user || user.deletedAt || !inScope(caller, user)) throw new AppError('NOT_FOUND');
  return user;
};

const viewsWithCompanies = async (clientId: string, users: UserItem[]) => {
  const companies = await listCompanies(clientId);
  const byId = new Map(companies.filter((c) => !c.deletedAt).map((company) => [company.id, company]));
  return users.map((user) =>
    userView(
      user,
      user.companyIds.flatMap((id) => byId.get(id) ?? []),
    ),
  );
};

export const listUsers = async (caller: Caller, query: { limit: number; cursor?: string | undefined }) => {
  if (userScopeOf(caller.role) === 'tenant') {
    const page = await queryPage<UserItem>({
      index: 'gsi1',
      partition: tenantKeys.usersPartition(caller.clientId),
      limit: query.limit,
      newestFirst: true,
      ...(query.cursor ? { cursor: query.cursor } : {}),
    });
    return { items: await viewsWithCompanies(caller.clientId, page.items), nextCursor: page.nextCursor };
  }
  // A manager has one company (several are for admins only).
  const companyId = caller.companyIds[0];
  if (!companyId) return { items: [], nextCursor: null };
  const members = await listMembers(caller.clientId, companyId, query.limit, query.cursor);
  const users = await getUsers(
    caller.clientId,
    members.items.map((member) => member.userId),
  );
  const visible = users.filter((user) => !user.deletedAt && inScope(caller, user));
  return { items: await viewsWithCompanies(caller.clientId, visible), nextCursor: members.nextCursor };
};

export const getUserView = async (caller: Caller, userId: string) => {
  const user = await requireUserInScope(caller, userId);
  return userView(user, await getCompanies(caller.clientId, user.companyIds));
};

/**
 * Sets a user's role, companies and status. Roles up to the caller's own reach; managers only
 * within their company; nobody changes their own role or status. The user and their company
 * memberships change in one transaction guarded by the version; approval mails the user, and a
 * disapproval, role change or company change ends the user's sessions.
 */
export const updateUser = async (
  caller: Caller,
  userId: string,
  body: RouteBody<Routes['updateUser']>,
  logger: Logger,
) => {
  const user = await requireUserInScope(caller, userId);
  if (user.id === caller.userId && (body.role !== user.role || body.status !== user.status)) {
    throw new AppError('FORBIDDEN', { message: 'You cannot change your own role or status.' });
  }
  if (!assignableRoles[caller.role].includes(body.role)) {
    throw new AppError('FORBIDDEN', { fields: { role: 'You cannot give this role.' } });
  }
  const companyIds = [...new Set(body.companyIds)];
  if (companyIds.length > 1 && !can(caller.role, 'users:assign-many-companies')) {
    throw new AppError('FORBIDDEN', { fields: { companyIds: validationMessages.onlyAdminsManyCompanies } });
  }
  if (userScopeOf(caller.role) !== 'tenant' && companyIds.some((id) => !caller.companyIds.includes(id))) {
    throw new AppError('FORBIDDEN', { fields: { companyIds: 'You can only assign your own company.' } });
  }
  const companies = await getCompanies(caller.clientId, companyIds);
  if (companies.length !== companyIds.length) {
    throw new AppError('VALIDATION_FAILED', { fields: { companyIds: 'Unknown company.' } });
  }
  const expectedVersion = body.version ?? user.version;
  const added = companyIds.filter((id) => !user.companyIds.includes(id));
  const removed = user.companyIds.filter((id) => !companyIds.includes(id));
  const TableName = env().TABLE_NAME;
  const now = nowIso();
  const indexKeys = userIndexKeys({ ...user, role: body.role });
  const rightsChanged =
    body.role !== user.role ||
    removed.length > 0 ||
    (user.status === 'APPROVED' && body.status !== 'APPROVED');
  await transactWrite([
    {
      Update: {
        TableName,
        Key: userKey(caller.clientId, user.id),
        UpdateExpression:
          // Lesser rights end the user's sessions in this same write (decision 004).
          `SET #role = :role, #status = :status, companyIds = :companyIds, gsi2pk = :gsi2pk, updatedAt = :now, version = version + :one${rightsChanged ? ', sessionsValidFrom = :now' : ''}`,
        ConditionExpression:
          'attribute_exists(pk) AND attribute_not_exists(deletedAt) AND version = :expected',
        ExpressionAttributeNames: { '#role': 'role', '#status': 'status' },
        ExpressionAttributeValues: {
          ':role': body.role,
          ':status': body.status,
          ':companyIds': companyIds,
          ':gsi2pk': indexKeys.gsi2pk,
          ':now': now,
          ':one': 1,
          ':expected': expectedVersion,
        },
      },
    },
    ...added.map((companyId) => ({
      Put: { TableName, Item: membershipItem(caller.clientId, companyId, user.id) },
    })),
    ...removed.map((companyId) => ({
      Delete: { TableName, Key: tenantKeys.companyMember(caller.clientId, companyId, user.id) },
    })),
  ]);

  if (body.status === 'APPROVED' && user.status !== 'APPROVED') {
    const profile = await getClientProfile(caller.clientId);
    if (profile) {
      await sendTenantMail(
        {
          client: profile.client,
          to: user.email,
          language: user.language,
          template: 'approved',
          values: { firstName: user.firstName, url: tenantLink(profile.client, '/login') },
        },
        logger,
      );
    }
  }
  // The transaction wrote exactly this, so the answer needs no second read.
  const updated: UserItem = {
    ...user,
    role: body.role,
    status: body.status,
    companyIds,
    gsi2pk: indexKeys.gsi2pk,
    updatedAt: now,
    version: user.version + 1,
    ...(rightsChanged ? { sessionsValidFrom: now } : {}),
  };
  return userView(updated, companies);
};
