import type { ItemKey } from '../keys';
import { updateIf } from '../table';

/** At most `limit` takes per fixed window of `windowSeconds`, counted from the epoch. */
export interface RateLimit {
  readonly limit: number;
  readonly windowSeconds: number;
}

export type Take = { taken: true } | { taken: false; retryAfterSeconds: number };

/** The window a moment falls in, and the whole seconds left until the next one begins. */
export const windowOf = (now: number, windowSeconds: number): { window: number; secondsLeft: number } => {
  const windowMs = windowSeconds * 1000;
  const window = Math.floor(now / windowMs);
  return { window, secondsLeft: Math.max(1, Math.ceil(((window + 1) * windowMs - now) / 1000)) };
};

/**
 * Counts one take in the current window's counter unless it has reached the limit: one
 * conditional ADD, so parallel requests cannot pass the limit together. Each window has its own
 * item (`keyOf(window)`), which lives one window past its end for a look back, then TTL removes it.
 */
export const takeFromCounter = async (
  keyOf: (window: number) => ItemKey,
  entity: string,
  rate: RateLimit,
  now: number,
): Promise<Take> => {
  const { window, secondsLeft } = windowOf(now, rate.windowSeconds);
  const expiresAtMs = (window + 2) * rate.windowSeconds * 1000;
  const taken = await updateIf({
    Key: keyOf(window),
    UpdateExpression: 'ADD #count :one SET #entity = :entity, #expiresAt = :expiresAt, #ttl = :ttl',
    ConditionExpression: 'attribute_not_exists(#count) OR #count < :limit',
    ExpressionAttributeNames: {
      '#count': 'count',
      '#entity': 'entity',
      '#expiresAt': 'expiresAt',
      '#ttl': 'ttl',
    },
    ExpressionAttributeValues: {
      ':one': 1,
      ':limit': rate.limit,
      ':entity': entity,
      ':expiresAt': new Date(expiresAtMs).toISOString(),
      ':ttl': Math.ceil(expiresAtMs / 1000),
    },
  });
  return taken ? { taken: true } : { taken: false, retryAfterSeconds: secondsLeft };
};

/** Gives back a take whose work was not done, so a retry is not charged twice. */
export const giveBack = async (
  keyOf: (window: number) => ItemKey,
  windowSeconds: number,
  now: number,
): Promise<void> => {
  await updateIf({
    Key: keyOf(windowOf(now, windowSeconds).window),
    UpdateExpression: 'ADD #count :minusOne',
    // Never creates a counter: one without its expiry would stay for good.
    ConditionExpression: 'attribute_exists(#count)',
    ExpressionAttributeNames: { '#count': 'count' },
    ExpressionAttributeValues: { ':minusOne': -1 },
  });
};
