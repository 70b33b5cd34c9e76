import { env } from '../../config/env';
import { getClientProfile } from '../../data/repositories/clients';
import { newSessionItem, sessionPut } from '../../data/repositories/sessions';
import { readAccount, readSignInStart } from '../../data/repositories/sign-in-reads';
import { firstSignInAtFor, normalizeEmail, signInRecord, type UserItem } from '../../data/repositories/users';
import { transactWrite } from '../../data/transactions';
import { AppError } from '../../errors/app-error';
import { signAccessToken } from '../../security/access-tokens';
import { verifyPassword } from '../../security/passwords';
import { clearLoginFailures } from '../../data/repositories/login-attempts';
import { recordFailure, waitBeforeAttempt } from './login-throttle';
import { countMetric } from '../../observability/metrics';
import { emailDomainOf } from './restrictions';
import { auditPut, newAuditEntryItem, putAuditEntry } from '../../data/repositories/audit-entries';
import type { ErrorCode } from '@recyclens/shared';
import { actorNameOf } from '../tenants/audit-log';

/**
 * A sign-in or a refused one, in the log of the tenant whose site was used. An address without an
 * account there is recorded as typed, with no actor: the caller's answer is the same either way.
 */
const signInEntry = (
  clientId: string,
  user: UserItem | undefined,
  attempt: { email: string; sourceIp: string },
  refusal?: ErrorCode,
) =>
  newAuditEntryItem({
    clientId,
    action: refusal ? 'SIGN_IN_FAILED' : 'SIGN_IN',
    actorId: user?.id ?? null,
    actorName: user ? actorNameOf(user) : '',
    target: null,
    details: { email: normalizeEmail(attempt.email), ...(refusal ? { reason: refusal } : {}) },
    sourceAddress: attempt.sourceIp,
  });

/**
 * Signs in to the tenant registered for the browser's Origin. An unknown address, a wrong
 * password and a user of another tenant all answer INVALID_CREDENTIALS after the same password
 * work, so neither the answer nor its timing tells who has an account. The other refusals
 * come only after a correct password.
 */
export const login = async (input: {
  email: string;
  password: string;
  origin: string | undefined;
  sourceIp: string;
}): Promise<{ token: string }> => {
  // The site's tenant, the account's marker and its failed attempts are all platform keys known
  // from the request, so one read serves them (docs/architecture.md#budgets: at most 3 round trips). Both reads
  // are consistent: an eventual one could miss the failure just recorded (one more guess let
  // through) or the approval or confirmation just made (the user refused once more).
  const { clientId, marker, attempts } = await readSignInStart(input.origin, input.email);
  if (!clientId) throw new AppError('CLIENT_NOT_FOUND');
  const waitMs = waitBeforeAttempt(attempts);
  if (waitMs > 0) {
    countMetric('LoginThrottled', {}, { clientId });
    throw new AppError('TOO_MANY_REQUESTS', {
      fields: { retryAfterSeconds: String(Math.ceil(waitMs / 1000)) },
    });
  }

  let user: UserItem | undefined;
  let restricted = false;
  if (marker && marker.clientId === clientId) {
    const account = await readAccount(clientId, marker.userId, emailDomainOf(input.email));
    user = account.user;
    restricted = account.blocked;
  }
  if (user?.deletedAt) user = undefined;
  const passwordMatches = await verifyPassword(input.password, user?.passwordHash);
  if (!user || !passwordMatches) {
    await recordFailure(input.email, attempts);
    await putAuditEntry(signInEntry(clientId, user, input, 'INVALID_CREDENTIALS'));
    countMetric('LoginFailed', {}, { clientId });
    throw new AppError('INVALID_CREDENTIALS');
  }
  if (attempts) await clearLoginFailures(input.email);
  const refusal = !user.emailConfirmedAt
    ? 'EMAIL_NOT_CONFIRMED'
    : restricted
      ? 'ACCESS_RESTRICTED'
      : user.status !== 'APPROVED'
        ? 'USER_NOT_APPROVED'
        : undefined;
  if (refusal) await putAuditEntry(signInEntry(clientId, user, input, refusal));
  if (!user.emailConfirmedAt) throw new AppError('EMAIL_NOT_CONFIRMED');
  if (restricted) {
    const profile = await getClientProfile(clientId);
    const contact = profile?.client.email;
    throw new AppError('ACCESS_RESTRICTED', {
      message: `Your access is restricted. Please contact your provider${contact ? ` at ${contact}` : ''}.`,
      ...(contact ? { fields: { contact } } : {}),
    });
  }
  if (user.status !== 'APPROVED') throw new AppError('USER_NOT_APPROVED');

  const ttlSeconds = env().SESSION_HOURS * 3600;
  // The session, its record in the log and on the user in one write: a sign-in costs no extra
  // round trip (docs/architecture.md#budgets).
  const session = newSessionItem(clientId, user.id, ttlSeconds);
  await transactWrite([
    sessionPut(session),
    auditPut(signInEntry(clientId, user, input)),
    // Whether this is the user's first sign-in is decided here, once, so GET /me only reads the user.
    signInRecord(user, session.createdAt, await firstSignInAtFor(user, session.createdAt)),
  ]);
  countMetric('LoginSucceeded', {}, { clientId });
  return {
    token: await signAccessToken(
      { userId: user.id, clientId, sessionId: session.id, emailDomain: emailDomainOf(user.email) },
      ttlSeconds,
    ),
  };
};
