import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient } from '../../clients/aws';
import { env } from '../../config/env';
import { tenantKeys } from '../keys';

const DAY_MS = 24 * 3600 * 1000;

/** The UTC day of a moment, and the seconds left until the next one begins. */
export const utcDayOf = (now: number): { day: string; secondsToNextDay: number } => {
  const start = Math.floor(now / DAY_MS) * DAY_MS;
  return {
    day: new Date(start).toISOString().slice(0, 10),
    secondsToNextDay: Math.max(1, Math.ceil((start + DAY_MS - now) / 1000)),
  };
};

/**
 * Counts one invitation of the user's day, unless the day's count has reached `limit`: one
 * conditional ADD, so parallel requests cannot pass the limit together. False when refused.
 * The item lives a day past its own, for a look at yesterday's count, then TTL removes it.
 */
export const takeInvitation = async (
  clientId: string,
  userId: string,
  limit: number,
  now: number,
): Promise<boolean> => {
  const { day, secondsToNextDay } = utcDayOf(now);
  const expiresAtMs = now + (secondsToNextDay * 1000 + DAY_MS);
  try {
    await documentClient.send(
      new UpdateCommand({
        TableName: env().TABLE_NAME,
        Key: tenantKeys.invitationCount(clientId, userId, day),
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
          ':limit': limit,
          ':entity': 'InvitationCount',
          ':expiresAt': new Date(expiresAtMs).toISOString(),
          ':ttl': Math.ceil(expiresAtMs / 1000),
        },
      }),
    );
    return true;
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) return false;
    throw error;
  }
};

/** Gives back a counted invitation whose mail was not sent, so a retry is not charged twice. */
export const returnInvitation = async (clientId: string, userId: string, now: number): Promise<void> => {
  try {
    await documentClient.send(
      new UpdateCommand({
        TableName: env().TABLE_NAME,
        Key: tenantKeys.invitationCount(clientId, userId, utcDayOf(now).day),
        UpdateExpression: 'ADD #count :minusOne',
        // Never creates a counter: one without its expiry would stay for good.
        ConditionExpression: 'attribute_exists(#count)',
        ExpressionAttributeNames: { '#count': 'count' },
        ExpressionAttributeValues: { ':minusOne': -1 },
      }),
    );
  } catch (error) {
    if (!(error instanceof ConditionalCheckFailedException)) throw error;
  }
};
