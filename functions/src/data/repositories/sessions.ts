import { randomUUID } from 'node:crypto';
import { expiryIn } from '../expiry';
import { tenantKeys } from '../keys';
import { env } from '../../config/env';
import { deleteItem, nowIso, putItem, type StoredItem, type TransactItem } from '../table';

/** A signed-in session. DynamoDB's TTL removes it after expiry; checks also compare the time. */
export interface SessionItem extends StoredItem {
  entity: 'Session';
  id: string;
  userId: string;
  clientId: string;
  createdAt: string;
  expiresAt: string;
  ttl: number;
}

export const sessionKey = (clientId: string, userId: string, sessionId: string) =>
  tenantKeys.session(clientId, userId, sessionId);

/** A new session, for a write that puts it together with something else (a sign-in's record). */
export const newSessionItem = (clientId: string, userId: string, ttlSeconds: number): SessionItem => {
  const id = randomUUID();
  return {
    ...sessionKey(clientId, userId, id),
    entity: 'Session',
    id,
    userId,
    clientId,
    createdAt: nowIso(),
    ...expiryIn(ttlSeconds),
  };
};

export const createSession = async (
  clientId: string,
  userId: string,
  ttlSeconds: number,
): Promise<SessionItem> => {
  const session = newSessionItem(clientId, userId, ttlSeconds);
  await putItem(session);
  return session;
};

export const deleteSession = (clientId: string, userId: string, sessionId: string) =>
  deleteItem(sessionKey(clientId, userId, sessionId));

/**
 * Re-stamps a session as created at `now`, so a `sessionsValidFrom` of `now` keeps it; a session
 * signed out meanwhile is not revived (the write is refused).
 */
export const sessionRestamp = (
  clientId: string,
  userId: string,
  sessionId: string,
  now: string,
): TransactItem => ({
  Update: {
    TableName: env().TABLE_NAME,
    Key: sessionKey(clientId, userId, sessionId),
    UpdateExpression: 'SET createdAt = :now',
    ConditionExpression: 'attribute_exists(pk)',
    ExpressionAttributeValues: { ':now': now },
  },
});

export const sessionPut = (session: SessionItem): TransactItem => ({
  Put: { TableName: env().TABLE_NAME, Item: session },
});
