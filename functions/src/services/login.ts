import { env } from '../config/env';
import { clientUrlKey, getClientProfile, type UrlMarker } from '../data/repositories/clients';
import { newSessionItem } from '../data/repositories/sessions';
import { userKey, type EmailMarker, type UserItem } from '../data/repositories/users';
import { platformKeys } from '../data/keys';
import { batchGetItems, transactWrite, type StoredItem } from '../data/table';
import { AppError } from '../errors/app-error';
import { signAccessToken } from '../security/access-tokens';
import { verifyPassword } from '../security/passwords';
import { clearLoginFailures, type LoginAttemptsItem } from '../data/repositories/login-attempts';
import { recordFailure, waitBeforeAttempt } from './login-throttle';
import { countMetric } from '../observability/metrics';
import { blacklistKeyFor, emailDomainOf } from './restrictions';
import { auditPut, newAuditEntryItem, putAuditEntry } from '../data/repositories/audit-entries';
import { normalizeEmail } from '../data/keys';
import type { ErrorCode } from '@recyclens/shared';
import { actorNameOf } from './audit-log';

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

/** The tenant marker's key for the browser's Origin; none for a missing or malformed one. */
const siteKey = (origin: string | undefined) => {
  if (!origin) return undefined;
  try {
    return clientUrlKey(origin);
  } catch {
    return undefined;
  }
};

const sameKey = (a: { pk: string; sk: string }) => (b: StoredItem) => a.pk === b.pk && a.sk === b.sk;

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
  const urlKey = siteKey(input.origin);
  if (!urlKey) throw new AppError('CLIENT_NOT_FOUND');

  const markerKey = platformKeys.email(input.email);
  const attemptsKey = platformKeys.loginAttempts(input.email);
  // The site's tenant, the account's marker and its failed attempts are all platform keys known
  // from the request, so one read serves them (DESIGN.md §9: at most 3 round trips). Both reads
  // are consistent: an eventual one could miss the failure just recorded (one more guess let
  // through) or the approval or confirmation just made (the user refused once more).
  const firstRead = await batchGetItems<StoredItem>([urlKey, markerKey, attemptsKey], { consistent: true });
  const clientId = (firstRead.find(sameKey(urlKey)) as UrlMarker | undefined)?.clientId;
  if (!clientId) throw new AppError('CLIENT_NOT_FOUND');
  const marker = firstRead.find(sameKey(markerKey)) as EmailMarker | undefined;
  const attempts = firstRead.find(sameKey(attemptsKey)) as LoginAttemptsItem | undefined;
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
    const ownKey = userKey(clientId, marker.userId);
    const blacklistKey = blacklistKeyFor(clientId, input.email);
    const secondRead = await batchGetItems<StoredItem>([ownKey, blacklistKey], { consistent: true });
    user = secondRead.find(sameKey(ownKey)) as UserItem | undefined;
    restricted = secondRead.some(sameKey(blacklistKey));
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
  // The session and its record in one write: a sign-in costs no extra round trip (DESIGN.md §9).
  const session = newSessionItem(clientId, user.id, ttlSeconds);
  await transactWrite([
    { Put: { TableName: env().TABLE_NAME, Item: session } },
    auditPut(signInEntry(clientId, user, input)),
  ]);
  countMetric('LoginSucceeded', {}, { clientId });
  return {
    token: await signAccessToken(
      { userId: user.id, clientId, sessionId: session.id, emailDomain: emailDomainOf(user.email) },
      ttlSeconds,
    ),
  };
};
