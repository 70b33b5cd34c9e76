import { randomUUID } from 'node:crypto';
import type { NotificationType } from '@recyclens/shared';
import { encodeCursor } from '../pagination';
import { tenantKeys } from '../keys';
import { env } from '../../config/env';
import { nowIso, queryAll, queryPage, type StoredItem, type TransactItem } from '../table';

export type NotificationMeta = Record<string, string | number | boolean | null>;

export interface NotificationItem extends StoredItem {
  entity: 'Notification';
  id: string;
  clientId: string;
  companyId?: string;
  type: NotificationType;
  meta: NotificationMeta;
  createdAt: string;
  updatedAt: string;
  version: number;
}

/**
 * A notification item, to be written in the same transaction as the event it reports, so the
 * event and its notification exist together or not at all. Tenant-wide events (a new user) go
 * to the tenant's partition; company events to the company's.
 */
export const newNotificationItem = (input: {
  clientId: string;
  companyId?: string;
  type: NotificationType;
  meta: NotificationMeta;
}): NotificationItem => {
  const id = randomUUID();
  const createdAt = nowIso();
  return {
    ...tenantKeys.notification(input.clientId, input.companyId ?? null, createdAt, id),
    entity: 'Notification',
    id,
    ...input,
    createdAt,
    updatedAt: createdAt,
    version: 1,
  };
};

/** A new notification as a write part of the transaction of the event it reports. */
export const notificationPut = (input: Parameters<typeof newNotificationItem>[0]): TransactItem => ({
  Put: { TableName: env().TABLE_NAME, Item: newNotificationItem(input) },
});

/**
 * The tenant's notifications that name one user (a NEW_USER about them): read for their personal
 * data and pseudonymised when they are removed. One per user, found by reading the tenant's
 * partition, which holds only tenant-wide events.
 */
export const notificationsAboutUser = (clientId: string, userId: string) =>
  queryAll<NotificationItem>(
    {
      partition: tenantKeys.notificationsPartition(clientId, null),
      filter: {
        expression: '#meta.#userId = :userId',
        names: { '#meta': 'meta', '#userId': 'userId' },
        values: { ':userId': userId },
      },
    },
    Number.POSITIVE_INFINITY,
  );

/** Replaces the names a notification's meta holds (a removed user keeps a pseudonym only). */
export const notificationNamesUpdate = (
  notification: NotificationItem,
  names: { firstName: string; lastName: string },
): TransactItem => ({
  Update: {
    TableName: env().TABLE_NAME,
    Key: { pk: notification.pk, sk: notification.sk },
    UpdateExpression: 'SET #meta.firstName = :first, #meta.lastName = :last',
    ExpressionAttributeNames: { '#meta': 'meta' },
    ExpressionAttributeValues: { ':first': names.firstName, ':last': names.lastName },
  },
});

/** A page of one notification partition (the tenant's when companyId is null), newest first. */
export const notificationsPage = (
  clientId: string,
  companyId: string | null,
  query: { limit: number; cursor?: string | undefined; types?: readonly NotificationType[] | undefined },
) =>
  queryPage<NotificationItem>({
    partition: tenantKeys.notificationsPartition(clientId, companyId),
    limit: query.limit,
    newestFirst: true,
    ...(query.cursor ? { cursor: query.cursor } : {}),
    ...(query.types ? { where: { attribute: 'type', in: query.types } } : {}),
  });

/** Newest first, as each partition's page is: the sort key starts with the creation time. */
export const byNewest = (a: NotificationItem, b: NotificationItem) => b.sk.localeCompare(a.sk);

/** The position right after `item` in its partition, for a page that stopped there. */
export const positionAfter = (item: NotificationItem) => encodeCursor({ pk: item.pk, sk: item.sk });
