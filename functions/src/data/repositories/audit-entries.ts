import { randomUUID } from 'node:crypto';
import { AUDIT_RETENTION_DAYS, type AuditAction, type AuditEntry } from '@recyclens/shared';
import { env } from '../../config/env';
import { expiryIn } from '../expiry';
import { tenantKeys } from '../keys';
import { hasErrorCode } from '../../errors/app-error';
import {
  createWithMarkers,
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

/** `identity` fixes id and time for an event that may be reported twice (putAuditEntryOnce). */
export const newAuditEntryItem = (
  input: NewAuditEntry,
  identity: { id: string; at: string } = { id: randomUUID(), at: nowIso() },
): AuditEntryItem => {
  const { id, at } = identity;
  return {
    ...tenantKeys.auditEntry(input.clientId, at, id),
    ...(input.actorId
      ? { gsi1pk: tenantKeys.auditByActorPartition(input.clientId, input.actorId), gsi1sk: `${at}#${id}` }
      : {}),
    gsi2pk: tenantKeys.auditByActionPartition(input.clientId, input.action),
    gsi2sk: `${at}#${id}`,
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

/**
 * For an event a retried request reports again (an import resumed after a failure): the entry's
 * id and time come from the event, so the second put finds the first and leaves it as it is.
 */
export const putAuditEntryOnce = async (item: AuditEntryItem): Promise<void> => {
  try {
    await createWithMarkers(item, []);
  } catch (error) {
    if (!hasErrorCode(error, 'VERSION_CONFLICT')) throw error;
  }
};

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

/**
 * The narrowest read for the filters: one user's entries (gsi1), else one action's (gsi2), else the
 * whole log; actions beyond that are a filter on a user's entries, which are few. Sort keys are
 * `<at>#<id>`: a bound of `to` followed by `~` keeps every entry of that instant.
 */
export const queryAuditEntries = (query: AuditQuery): Promise<Page<AuditEntryItem>> => {
  const [onlyAction] = query.actions?.length === 1 ? query.actions : [];
  const source = query.actorId
    ? { index: 'gsi1' as const, partition: tenantKeys.auditByActorPartition(query.clientId, query.actorId) }
    : onlyAction
      ? { index: 'gsi2' as const, partition: tenantKeys.auditByActionPartition(query.clientId, onlyAction) }
      : { partition: tenantKeys.auditPartition(query.clientId) };
  const input = {
    ...source,
    sortKeyBetween: { from: query.from, to: `${query.to}~` },
    limit: query.limit,
    newestFirst: true,
    ...(query.cursor ? { cursor: query.cursor } : {}),
  };
  const filtered = query.actions && source.index !== 'gsi2';
  return filtered
    ? queryFiltered<AuditEntryItem>({ ...input, where: { attribute: 'action', in: query.actions ?? [] } })
    : queryPage<AuditEntryItem>(input);
};
