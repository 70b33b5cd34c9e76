import {
  assignableRoles,
  can,
  searchWords,
  userScopeOf,
  type RouteBody,
  type RouteQuery,
  type Routes,
} from '@recyclens/shared';
import { getClientProfile } from '../../data/repositories/clients';
import { getCompanies, listCompanies } from '../../data/repositories/companies';
import { auditPut } from '../../data/repositories/audit-entries';
import { membershipDelete, membershipPut } from '../../data/repositories/memberships';
import { userCountChanges, userCountsUpdate } from '../../data/repositories/user-counts';
import {
  getUser,
  userIndexKeys,
  userRightsUpdate,
  usersPage,
  type UserItem,
} from '../../data/repositories/users';
import { nowIso } from '../../data/clock';
import { transactWrite } from '../../data/transactions';
import { AppError } from '../../errors/app-error';
import { fieldErrorText } from '../../errors/field-error-texts';
import type { Caller } from '../../http/caller';
import type { Logger } from '../../logging/logger';
import { actorNameOf, auditEntryBy } from '../tenants/audit-log';
import { sendTenantMail, tenantLink } from '../tenants/mail';
import { userView } from '../accounts/user-views';

/**
 * User administration within the caller's scope (accounts issue): admins reach the whole tenant,
 * managers the users of their own company, and nobody else any user. A user outside the scope
 * is answered as not found, so ids of other tenants or companies reveal nothing. The dashboard's
 * New customers follow the same scope (issue 36 §4).
 */
export const inScope = (caller: Pick<Caller, 'role' | 'companyIds' | 'userId'>, user: UserItem): boolean => {
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

/**
 * GET /users: each order is an index of the tenant's users (decision 013), so an unfiltered first
 * page costs the same at 50 or 5,000 users. Scope, filters and search filter that sorted read;
 * queryFiltered reads on until a page is full or the users end, so an empty page means no match.
 */
export const listUsers = async (caller: Caller, query: RouteQuery<Routes['users']>) => {
  if (userScopeOf(caller.role) !== 'tenant' && !caller.companyIds[0]) return { items: [], nextCursor: null };
  const page = await usersPage(caller.clientId, query, {
    // A manager sees the users of their own company (they have one), never an admin.
    scopeCompanyId: userScopeOf(caller.role) !== 'tenant' ? caller.companyIds[0] : undefined,
    companyId: query.companyId,
    role: query.role,
    status: query.status,
    words: searchWords(query.search),
  });
  return { items: await viewsWithCompanies(caller.clientId, page.items), nextCursor: page.nextCursor };
};

export const getUserView = async (caller: Caller, userId: string) => {
  const user = await requireUserInScope(caller, userId);
  return userView(user, await getCompanies(caller.clientId, user.companyIds));
};

/** What an edit changed, as `old → new`, for the audit log (role, status, companies). */
const changedFields = (
  before: Pick<UserItem, 'role' | 'status' | 'companyIds'>,
  after: Pick<UserItem, 'role' | 'status' | 'companyIds'>,
  companies: readonly { id: string; name: string }[],
): Record<string, string> => {
  const changes: Record<string, string> = {};
  if (before.role !== after.role) changes.role = `${before.role} → ${after.role}`;
  if (before.status !== after.status) changes.status = `${before.status} → ${after.status}`;
  // By name as it is now (a deleted company by its id), in a stable order.
  const nameOf = (id: string) => companies.find((company) => company.id === id)?.name ?? id;
  const named = (ids: readonly string[]) => ids.map(nameOf).sort().join(', ') || '-';
  if (named(before.companyIds) !== named(after.companyIds)) {
    changes.companies = `${named(before.companyIds)} → ${named(after.companyIds)}`;
  }
  return changes;
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
    throw new AppError('FORBIDDEN', {
      fields: { companyIds: fieldErrorText('ONLY_ADMINS_MANY_COMPANIES', 'EN') },
    });
  }
  if (userScopeOf(caller.role) !== 'tenant' && companyIds.some((id) => !caller.companyIds.includes(id))) {
    throw new AppError('FORBIDDEN', { fields: { companyIds: 'You can only assign your own company.' } });
  }
  // The user's present companies come in the same read, to name them in the audit entry.
  const known = await getCompanies(caller.clientId, [...new Set([...companyIds, ...user.companyIds])]);
  const companies = known.filter((company) => companyIds.includes(company.id));
  if (companies.length !== companyIds.length) {
    throw new AppError('VALIDATION_FAILED', { fieldProblems: { companyIds: { code: 'UNKNOWN_COMPANY' } } });
  }
  // The counters' change is computed from the user as read, so the write must find it unchanged.
  if (body.version !== undefined && body.version !== user.version) throw new AppError('VERSION_CONFLICT');
  const added = companyIds.filter((id) => !user.companyIds.includes(id));
  const removed = user.companyIds.filter((id) => !companyIds.includes(id));
  const now = nowIso();
  const rightsChanged =
    body.role !== user.role ||
    removed.length > 0 ||
    (user.status === 'APPROVED' && body.status !== 'APPROVED');
  await transactWrite([
    // Lesser rights end the user's sessions in this same write (decision 004).
    userRightsUpdate(
      user,
      { role: body.role, status: body.status, companyIds },
      { endSessions: rightsChanged, now },
    ),
    // The version condition above makes the counters' change exact: a racing edit is refused.
    ...userCountsUpdate(
      caller.clientId,
      userCountChanges(user, { role: body.role, status: body.status, companyIds }),
    ),
    ...added.map((companyId) => membershipPut(caller.clientId, companyId, user.id)),
    ...removed.map((companyId) => membershipDelete(caller.clientId, companyId, user.id)),
    auditPut(
      auditEntryBy(
        caller,
        'USER_UPDATED',
        { kind: 'user', id: user.id, label: actorNameOf(user) },
        changedFields(user, { role: body.role, status: body.status, companyIds }, known),
      ),
    ),
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
    ...userIndexKeys({ ...user, role: body.role, status: body.status }),
    updatedAt: now,
    version: user.version + 1,
    ...(rightsChanged ? { sessionsValidFrom: now } : {}),
  };
  return userView(updated, companies);
};
