import { randomUUID } from 'node:crypto';
import { BatchWriteCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient } from '../../clients/aws';
import { env } from '../../config/env';
import { expiryIn } from '../expiry';
import { tenantKeys } from '../keys';
import { deleteItem, nowIso, putItem, type StoredItem } from '../table';

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

export const createSession = async (
  clientId: string,
  userId: string,
  ttlSeconds: number,
): Promise<SessionItem> => {
  const id = randomUUID();
  const session: SessionItem = {
    ...sessionKey(clientId, userId, id),
    entity: 'Session',
    id,
    userId,
    clientId,
    createdAt: nowIso(),
    ...expiryIn(ttlSeconds),
  };
  await putItem(session);
  return session;
};

export const deleteSession = (clientId: string, userId: string, sessionId: string) =>
  deleteItem(sessionKey(clientId, userId, sessionId));

/**
 * Ends every session of a user (disapproval, role change, password change or reset): their
 * tokens get 401 on the next call, since each call checks its session.
 */
export const deleteAllSessions = async (
  clientId: string,
  userId: string,
  options: { except?: string } = {},
): Promise<number> => {
  const TableName = env().TABLE_NAME;
  const { pk } = tenantKeys.user(clientId, userId);
  let deleted = 0;
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await documentClient.send(
      new QueryCommand({
        TableName,
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
        ExpressionAttributeValues: { ':pk': pk, ':prefix': tenantKeys.sessionPrefix },
        ProjectionExpression: 'pk, sk',
        ExclusiveStartKey: startKey,
      }),
    );
    const keep = options.except ? tenantKeys.session(clientId, userId, options.except).sk : undefined;
    const keys = ((page.Items ?? []) as { pk: string; sk: string }[]).filter((key) => key.sk !== keep);
    for (let i = 0; i < keys.length; i += 25) {
      let requests = keys.slice(i, i + 25).map((key) => ({ DeleteRequest: { Key: key } }));
      // BatchWrite may hand back unprocessed deletes under load; retry them until none is left.
      for (let attempt = 0; requests.length > 0 && attempt < 5; attempt++) {
        const answer = await documentClient.send(
          new BatchWriteCommand({ RequestItems: { [TableName]: requests } }),
        );
        requests = (answer.UnprocessedItems?.[TableName] ?? []) as typeof requests;
      }
    }
    deleted += keys.length;
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  return deleted;
};
