import { randomUUID } from 'node:crypto';
import type { NotificationType } from '@recyclens/shared';
import { tenantKeys } from '../keys';
import { nowIso, queryAll, type StoredItem } from '../table';

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
