import { expiryIn } from '../expiry';
import { platformKeys } from '../keys';
import { getItem, nowIso, type StoredItem } from '../table';
import { tokenLifetimes, type TokenPurpose } from '../../security/one-time-tokens';

/**
 * A mailed token, keyed by its hash. A used token is kept (with usedAt) until it expires, so a
 * second click on a confirmation link can say "already confirmed" instead of "invalid link".
 */
export interface OneTimeTokenItem extends StoredItem {
  entity: 'OneTimeToken';
  purpose: TokenPurpose;
  clientId: string;
  userId: string;
  /** For invitations: the company the invited person joins. */
  companyId?: string;
  expiresAt: string;
  usedAt?: string;
  ttl: number;
}

export const newTokenItem = (
  hash: string,
  input: { purpose: TokenPurpose; clientId: string; userId: string; companyId?: string },
): OneTimeTokenItem => {
  return {
    ...platformKeys.oneTimeToken(hash),
    entity: 'OneTimeToken',
    ...input,
    createdAt: nowIso(),
    ...expiryIn(tokenLifetimes[input.purpose]),
  };
};

export const getTokenItem = (hash: string) =>
  getItem<OneTimeTokenItem>(platformKeys.oneTimeToken(hash), { consistent: true });

export const isExpired = (token: OneTimeTokenItem): boolean => Date.parse(token.expiresAt) <= Date.now();
