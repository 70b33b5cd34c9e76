import { expiryIn } from '../expiry';
import { platformKeys } from '../keys';
import { env } from '../../config/env';
import { getItem, nowIso, putItem, type StoredItem, type TransactItem } from '../table';
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

export const putTokenItem = (token: OneTimeTokenItem) => putItem(token);

/** Marks a token used at `at`; refused when it is gone or was used already (a link works once). */
export const tokenUse = (hash: string, at: string): TransactItem => ({
  Update: {
    TableName: env().TABLE_NAME,
    Key: platformKeys.oneTimeToken(hash),
    UpdateExpression: 'SET usedAt = :at',
    ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(usedAt)',
    ExpressionAttributeValues: { ':at': at },
  },
});
