import { platformKeys, type ItemKey } from '../keys';
import { env } from '../../config/env';
import { deleteItem, updateIf, type ItemUpdate, type StoredItem, type TransactItem } from '../table';

/** Failed logins for one address in a window that started with the first of them. */
export interface LoginAttemptsItem extends StoredItem {
  failures: number;
  lastFailureAt: number;
  windowEndsAt: number;
  ttl: number;
}

const MAX_ROUNDS = 5;

const countInLiveWindow = (key: ItemKey, now: number): ItemUpdate => ({
  Key: key,
  UpdateExpression: 'ADD failures :one SET lastFailureAt = :now',
  ConditionExpression: 'windowEndsAt > :now',
  ExpressionAttributeValues: { ':one': 1, ':now': now },
});

const startWindow = (key: ItemKey, now: number, windowMs: number): ItemUpdate => {
  const windowEndsAt = now + windowMs;
  return {
    Key: key,
    UpdateExpression: 'SET failures = :one, lastFailureAt = :now, windowEndsAt = :end, #ttl = :ttl',
    ConditionExpression: 'attribute_not_exists(windowEndsAt) OR windowEndsAt <= :now',
    ExpressionAttributeNames: { '#ttl': 'ttl' },
    ExpressionAttributeValues: {
      ':one': 1,
      ':now': now,
      ':end': windowEndsAt,
      ':ttl': Math.ceil(windowEndsAt / 1000),
    },
  };
};

/** False when the condition did not hold. */
const conditionalUpdate = async (input: ItemUpdate): Promise<boolean> => (await updateIf(input)) !== null;

/**
 * Counts a failure with one atomic ADD, so parallel wrong guesses are each counted: within a live
 * window the count grows and the last failure moves; once the window has passed, the first
 * failure after it starts a new one. Each step is conditional on what it expects, so parallel
 * failures at a window's end try again rather than lose a count. `seenLive` (what the login read)
 * picks the step tried first, so a failure usually costs one write.
 */
export const countLoginFailure = async (
  email: string,
  now: number,
  windowMs: number,
  seenLive: boolean,
): Promise<void> => {
  const key = platformKeys.loginAttempts(email);
  const steps = [countInLiveWindow(key, now), startWindow(key, now, windowMs)];
  if (!seenLive) steps.reverse();
  // The two conditions cover every state of the item, so only a window ending between the two
  // writes sends a round back; a few rounds bound that, rather than spinning on the table.
  for (let round = 0; round < MAX_ROUNDS; round += 1) {
    for (const step of steps) if (await conditionalUpdate(step)) return;
  }
  throw new Error('login failure not counted: the attempts item kept changing');
};

export const clearLoginFailures = (email: string) => deleteItem(platformKeys.loginAttempts(email));

/** The failures counted for an address, deleted in the transaction that removes its user. */
export const loginFailuresDelete = (email: string): TransactItem => ({
  Delete: { TableName: env().TABLE_NAME, Key: platformKeys.loginAttempts(email) },
});
