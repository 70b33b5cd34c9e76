import { platformKeys, tenantKeys, type ItemKey } from '../keys';
import { batchGetItems, type StoredItem } from '../table';
import { clientUrlKey, type UrlMarker } from './clients';
import type { LoginAttemptsItem } from './login-attempts';
import type { SessionItem } from './sessions';
import { userKey, type EmailMarker, type UserItem } from './users';

/**
 * The reads of a sign-in and of every authenticated call: items of several entities known by key
 * from the request, read in one strongly consistent BatchGet each (docs/architecture.md#budgets: at most 3 round
 * trips). Consistent, because an eventual read could miss what was just written: a failure just
 * recorded (one more guess let through), a session a login has just made (a spurious 401), or
 * still see one a logout has ended.
 */
const readTogether = async <K extends string>(keys: Record<K, ItemKey>) => {
  const items = await batchGetItems<StoredItem>(Object.values<ItemKey>(keys), { consistent: true });
  const found = {} as Record<K, StoredItem | undefined>;
  for (const name of Object.keys(keys) as K[]) {
    const key = keys[name];
    found[name] = items.find((item) => item.pk === key.pk && item.sk === key.sk);
  }
  return found;
};

/** The marker's key for the browser's Origin; none for a missing or malformed one. */
const siteKey = (origin: string | undefined) => {
  if (!origin) return undefined;
  try {
    return clientUrlKey(origin);
  } catch {
    return undefined;
  }
};

/**
 * A sign-in's first read: the tenant registered for the site, the address's marker and its failed
 * attempts. No tenant for a missing or malformed Origin (nothing is read then).
 */
export const readSignInStart = async (origin: string | undefined, email: string) => {
  const site = siteKey(origin);
  if (!site) return { clientId: undefined, marker: undefined, attempts: undefined };
  const found = await readTogether({
    site,
    marker: platformKeys.email(email),
    attempts: platformKeys.loginAttempts(email),
  });
  return {
    clientId: (found.site as UrlMarker | undefined)?.clientId,
    marker: found.marker as EmailMarker | undefined,
    attempts: found.attempts as LoginAttemptsItem | undefined,
  };
};

/** A sign-in's second read: the account, and whether its e-mail domain is blocked in the tenant. */
export const readAccount = async (clientId: string, userId: string, emailDomain: string) => {
  const found = await readTogether({
    user: userKey(clientId, userId),
    blocked: tenantKeys.blacklistEntry(clientId, emailDomain),
  });
  return { user: found.user as UserItem | undefined, blocked: found.blocked !== undefined };
};

/** Every authenticated call: the user, the token's session and the blacklist entry of its domain. */
export const readSessionCheck = async (
  clientId: string,
  userId: string,
  sessionId: string,
  emailDomain: string,
) => {
  const found = await readTogether({
    user: userKey(clientId, userId),
    session: tenantKeys.session(clientId, userId, sessionId),
    blocked: tenantKeys.blacklistEntry(clientId, emailDomain),
  });
  return {
    user: found.user as UserItem | undefined,
    session: found.session as SessionItem | undefined,
    blocked: found.blocked !== undefined,
  };
};
