import { can, COMPANY_HEADER, idField, userScopeOf, type RouteDefinition } from '@recyclens/shared';
import { getCompanies } from '../../data/repositories/companies';
import { readSessionCheck } from '../../data/repositories/sign-in-reads';
import type { UserItem } from '../../data/repositories/users';
import { AppError } from '../../errors/app-error';
import { noFieldProblems } from '../../errors/field-errors';
import type { Caller } from '../../http/caller';
import type { Authenticator } from '../../http/middleware/authenticate';
import { verifyAccessToken } from '../../security/access-tokens';
import { emailDomainOf } from './restrictions';

/**
 * Every protected call: the token must be ours, and its session, its user's approval, e-mail
 * confirmation and unrestricted domain must hold now — one BatchGet — so a revoked session or a
 * disapproval takes effect on the very next call. Then the route's permission is checked.
 */
export const authenticateSession: Authenticator = async (token, route: RouteDefinition, headers) => {
  const claims = await verifyAccessToken(token);
  if (!claims?.sid || !claims.dom) throw new AppError('UNAUTHORIZED');
  // The token names the user's e-mail domain, so its blacklist entry comes in the same read.
  const { user, session, blocked } = await readSessionCheck(
    claims.cid,
    claims.sub,
    claims.sid,
    emailDomainOf(`@${claims.dom}`),
  );
  if (!user || !session || user.deletedAt || Date.parse(session.expiresAt) <= Date.now()) {
    throw new AppError('UNAUTHORIZED');
  }
  // Both stamps come from nowIso(), so the ISO strings order as the times do.
  if (user.sessionsValidFrom && session.createdAt < user.sessionsValidFrom)
    throw new AppError('UNAUTHORIZED');
  if (user.status !== 'APPROVED' || !user.emailConfirmedAt) throw new AppError('UNAUTHORIZED');
  if (blocked || emailDomainOf(user.email) !== claims.dom) throw new AppError('UNAUTHORIZED');
  if (route.permission && !can(user.role, route.permission)) throw new AppError('FORBIDDEN');

  const caller: Omit<Caller, 'address'> = {
    clientId: claims.cid,
    userId: claims.sub,
    sessionId: claims.sid,
    role: user.role,
    companyIds: user.companyIds,
    user,
    currentCompanyId: route.companyScoped
      ? await currentCompany(claims.cid, user, headers[COMPANY_HEADER])
      : undefined,
  };
  return caller;
};

/**
 * docs/architecture.md#auth-and-tenancy: the company named in X-Company-Id, else the caller's first. Members may work in
 * their companies; an admin's scope is the whole tenant (decision 010), so an admin may work in
 * any of its companies — checked by one more read, only when the admin is not a member. A company
 * out of reach is its own 403, which the web app answers by switching company, not signing out.
 */
const currentCompany = async (clientId: string, user: UserItem, requested: string | undefined) => {
  // The document gives the header the schema of an id: an empty or malformed one is no company to
  // fall back from, but a mistake the caller should hear of.
  if (requested !== undefined && !idField.safeParse(requested).success) {
    throw new AppError('VALIDATION_FAILED', {
      fieldProblems: Object.assign(noFieldProblems(), { [COMPANY_HEADER]: { code: 'INVALID_ID' as const } }),
    });
  }
  if (requested) {
    if (user.companyIds.includes(requested)) return requested;
    if (userScopeOf(user.role) === 'tenant' && (await getCompanies(clientId, [requested])).length > 0) {
      return requested;
    }
    throw new AppError('COMPANY_NOT_ACCESSIBLE');
  }
  const first = user.companyIds[0];
  if (!first) throw new AppError('COMPANY_REQUIRED');
  return first;
};
