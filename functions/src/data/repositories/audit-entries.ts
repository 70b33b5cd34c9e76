import { randomUUID } from 'node:crypto';
import { AUDIT_RETENTION_DAYS, type AuditAction, type AuditEntry } from '@recyclens/shared';
import { env } from '../../config/env';
import { expiryIn } from '../expiry';
import { tenantKeys } from '../keys';
import {
  nowIso,
  putItem,
  queryFiltered,
  queryPage,
  type Page,
  type StoredItem,
  type TransactItem,
} from '../table';

/** An audit entry as stored: written once, never updated, removed by TTL after a year. */
export interface AuditEntryItem extends StoredItem {
  entity: 'AuditEntry';
  id: string;
  clientId: string;
  at: string;
  action: AuditAction;
  actorId: string | null;
  actorName: string;
  target: AuditEntry['target'];
  details: Record<string, string>;
  sourceAddress: string;
  expiresAt: string;
  ttl: number;
}

export type NewAuditEntry = Pick<
  AuditEntryItem,
  'clientId' | 'action' | 'actorId' | 'actorName' | 'target' | 'details' | 'sourceAddress'
>;

export const newAuditEntryItem = (input: NewAuditEntry): AuditEntryItem => {
  const id = randomUUID();
  const at = nowIso();
  return {
    ...tenantKeys.auditEntry(input.clientId, at, id),
    ...(input.actorId
      ? { gsi1pk: tenantKeys.auditByActorPartition(input.clientId, input.actorId), gsi1sk: `${at}#${id}` }
      : {}),
    entity: 'AuditEntry',
    id,
    at,
    ...input,
    ...expiryIn(AUDIT_RETENTION_DAYS * 24 * 3600),
  };
};

/**
 * The entry as one item of the change's own transaction: the change and its record exist together
 * or not at all. The condition makes a Put that would overwrite an entry fail instead.
 */
export const auditPut = (item: AuditEntryItem): TransactItem => ({
  Put: { TableName: env().TABLE_NAME, Item: item, ConditionExpression: 'attribute_not_exists(pk)' },
});

/** For events that are no transaction of ours (a sign-in, a started export): written right after. */
export const putAuditEntry = (item: AuditEntryItem) => putItem(item);

export interface AuditQuery {
  clientId: string;
  actorId?: string | undefined;
  /** Only entries of these actions. */
  actions?: readonly AuditAction[] | undefined;
  /** ISO times, both included. */
  from: string;
  to: string;
  limit: number;
  cursor?: string | undefined;
}

/** Sort keys are `<at>#<id>`: a bound of `to` followed by `~` keeps every entry of that instant. */
export const queryAuditEntries = (query: AuditQuery): Promise<Page<AuditEntryItem>> => {
  const input = {
    ...(query.actorId
      ? { index: 'gsi1' as const, partition: tenantKeys.auditByActorPartition(query.clientId, query.actorId) }
      : { partition: tenantKeys.auditPartition(query.clientId) }),
    sortKeyBetween: { from: query.from, to: `${query.to}~` },
    limit: query.limit,
    newestFirst: true,
    ...(query.cursor ? { cursor: query.cursor } : {}),
  };
  return query.actions
    ? queryFiltered<AuditEntryItem>({ ...input, where: { attribute: 'action', in: query.actions } })
    : queryPage<AuditEntryItem>(input);
};
