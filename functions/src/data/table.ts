import { TransactionCanceledException, ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import {
  BatchGetCommand,
  BatchWriteCommand,
  DeleteCommand,
  GetCommand,
  PutCommand,
  QueryCommand,
  TransactWriteCommand,
  UpdateCommand,
  type DeleteCommandInput,
  type QueryCommandInput,
  type TransactWriteCommandInput,
  type UpdateCommandInput,
} from '@aws-sdk/lib-dynamodb';
import type { ErrorCode } from '@recyclens/shared';
import { documentClient } from './aws/clients';
import { env } from '../config/env';
import { AppError } from '../errors/app-error';
import type { ItemKey } from './keys';
import { mapLimited } from './map-limited';
import { nowIso } from './clock';
import { decodeCursor, encodeCursor, type Page } from './pagination';
import type { IndexName } from './table-schema';

/**
 * The only module that talks to DynamoDB (decision 037). It offers the operations our access
 * patterns need — get, batch get, query with pagination, conditional put, versioned update, soft
 * delete, transactions with uniqueness markers and an entity's own conditional update or delete —
 * and deliberately no Scan. Repositories (data/repositories/) build the keys, items and
 * expressions; services never import this module (an ESLint rule keeps them out).
 */
export type StoredItem = ItemKey & Record<string, unknown>;
export type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];

const tableName = (): string => env().TABLE_NAME;

export { nowIso } from './clock';

export const getItem = async <T extends StoredItem>(key: ItemKey, options: { consistent?: boolean } = {}) => {
  const { Item } = await documentClient.send(
    new GetCommand({ TableName: tableName(), Key: key, ConsistentRead: options.consistent ?? false }),
  );
  return Item as T | undefined;
};

const BATCH_GET_MAX_KEYS = 100;
const BATCH_WRITE_MAX_ITEMS = 25;
const BATCH_RETRIES = 8;

/**
 * Sends a batch and asks again for what DynamoDB hands back unprocessed, backing off; what is
 * still left after the last attempt is a store that cannot keep up, answered as unavailable.
 */
const untilProcessed = async <T>(batch: T[], send: (pending: T[]) => Promise<T[]>): Promise<void> => {
  let pending = batch;
  for (let attempt = 0; pending.length > 0; attempt++) {
    if (attempt === BATCH_RETRIES) throw new AppError('SERVICE_UNAVAILABLE');
    pending = await send(pending);
    if (pending.length > 0) await new Promise((resolve) => setTimeout(resolve, 50 * 2 ** attempt));
  }
};

interface BatchGetOptions {
  ConsistentRead?: boolean;
}

/** BatchGetItem over any number of keys, 100 per call; missing items are left out. */
const batchGet = async <T>(keys: ItemKey[], options: BatchGetOptions): Promise<T[]> => {
  const items: T[] = [];
  for (let i = 0; i < keys.length; i += BATCH_GET_MAX_KEYS) {
    await untilProcessed(keys.slice(i, i + BATCH_GET_MAX_KEYS), async (pending) => {
      const { Responses, UnprocessedKeys } = await documentClient.send(
        new BatchGetCommand({ RequestItems: { [tableName()]: { Keys: pending, ...options } } }),
      );
      items.push(...((Responses?.[tableName()] ?? []) as T[]));
      return (UnprocessedKeys?.[tableName()]?.Keys ?? []) as ItemKey[];
    });
  }
  return items;
};

/**
 * The items at these keys, in no particular order. Keys a throttled table hands back are asked
 * again: left out, they would read as missing, and a missing session is a signed-out user.
 */
export const batchGetItems = <T extends StoredItem>(
  keys: ItemKey[],
  options: { consistent?: boolean } = {},
): Promise<T[]> => batchGet<T>(keys, options.consistent ? { ConsistentRead: true } : {});

/** BatchWriteItem calls in flight at once: an import of 5,000 rows (~25,000 items with their postings) took 25 s with 4, 19.6 s with 8 on DynamoDB Local. */
const BATCH_WRITES_IN_FLIGHT = 8;

/**
 * Puts and deletes many items, 25 per BatchWriteItem, a few calls at once and in no particular
 * order; not atomic, for writes that may be resent.
 */
export const batchWrite = async (requests: Record<string, unknown>[]): Promise<void> => {
  const chunks: Record<string, unknown>[][] = [];
  for (let i = 0; i < requests.length; i += BATCH_WRITE_MAX_ITEMS)
    chunks.push(requests.slice(i, i + BATCH_WRITE_MAX_ITEMS));
  await mapLimited(chunks, BATCH_WRITES_IN_FLIGHT, (chunk) =>
    untilProcessed(chunk, async (pending) => {
      const answer = await documentClient.send(
        new BatchWriteCommand({ RequestItems: { [tableName()]: pending } }),
      );
      return (answer.UnprocessedItems?.[tableName()] ?? []) as Record<string, unknown>[];
    }),
  );
};

/** One string per item key, for sets of keys. */
export const keyString = (key: ItemKey): string => `${key.pk}\n${key.sk}`;

export interface QueryPageInput {
  index?: IndexName;
  partition: string;
  sortKeyBeginsWith?: string;
  /** Items whose sort key lies in this range, both ends included (not with sortKeyBeginsWith). */
  sortKeyBetween?: { from: string; to: string };
  limit: number;
  cursor?: string;
  newestFirst?: boolean;
  /** Soft-deleted items are hidden unless asked for. */
  includeDeleted?: boolean;
  /** Keeps only items whose attribute has one of these values (applied after the key query). */
  where?: { attribute: string; in: readonly string[] };
  /** A further filter with its own placeholders; parenthesise any OR in it (it is ANDed). */
  filter?: { expression: string; names: Record<string, string>; values: Record<string, unknown> };
}
export type { Page } from './pagination';

const queryInput = (input: QueryPageInput): QueryCommandInput => {
  const partitionAttribute = input.index ? `${input.index}pk` : 'pk';
  const sortAttribute = input.index ? `${input.index}sk` : 'sk';
  const filters = [
    ...(input.includeDeleted ? [] : ['attribute_not_exists(deletedAt)']),
    ...(input.where ? [`#w IN (${input.where.in.map((_, i) => `:w${i}`).join(', ')})`] : []),
    ...(input.filter ? [input.filter.expression] : []),
  ];
  return {
    TableName: tableName(),
    IndexName: input.index,
    KeyConditionExpression: input.sortKeyBeginsWith
      ? '#pk = :pk AND begins_with(#sk, :prefix)'
      : input.sortKeyBetween
        ? '#pk = :pk AND #sk BETWEEN :from AND :to'
        : '#pk = :pk',
    ...(filters.length > 0 ? { FilterExpression: filters.join(' AND ') } : {}),
    ExpressionAttributeNames: {
      '#pk': partitionAttribute,
      ...(input.sortKeyBeginsWith || input.sortKeyBetween ? { '#sk': sortAttribute } : {}),
      ...(input.where ? { '#w': input.where.attribute } : {}),
      ...input.filter?.names,
    },
    ExpressionAttributeValues: {
      ':pk': input.partition,
      ...(input.sortKeyBeginsWith ? { ':prefix': input.sortKeyBeginsWith } : {}),
      ...(input.sortKeyBetween ? { ':from': input.sortKeyBetween.from, ':to': input.sortKeyBetween.to } : {}),
      ...Object.fromEntries((input.where?.in ?? []).map((value, i) => [`:w${i}`, value])),
      ...input.filter?.values,
    },
    Limit: input.limit,
    ScanIndexForward: !input.newestFirst,
    ExclusiveStartKey: decodeCursor(input.cursor, { attribute: partitionAttribute, value: input.partition }),
  };
};

export const queryPage = async <T extends StoredItem>(input: QueryPageInput): Promise<Page<T>> => {
  const { Items, LastEvaluatedKey } = await documentClient.send(new QueryCommand(queryInput(input)));
  return { items: (Items ?? []) as T[], nextCursor: encodeCursor(LastEvaluatedKey) };
};

/**
 * How many items of a query match after its cursor, when reading at most `limit` items reaches
 * the end of the partition (one round trip, DynamoDB counts without returning them); null when
 * more are left, so counting stays as cheap as a page.
 */
export const countMatches = async (input: QueryPageInput): Promise<number | null> => {
  const { Count, LastEvaluatedKey } = await documentClient.send(
    new QueryCommand({ ...queryInput(input), Select: 'COUNT' }),
  );
  return LastEvaluatedKey ? null : (Count ?? 0);
};

/** The cursor that continues a query of `index` right after `item`. */
export const cursorAfter = (item: StoredItem, index?: IndexName): string | null => {
  const key: Record<string, unknown> = { pk: item.pk, sk: item.sk };
  if (index) {
    key[`${index}pk`] = item[`${index}pk`];
    key[`${index}sk`] = item[`${index}sk`];
  }
  return encodeCursor(key);
};

/**
 * Items per read of a filtered query: a common word fills the page from a small first read; each
 * further read is four times larger, up to 1,000 (DynamoDB reads at most 1 MB per round trip).
 */
const filteredReadLimit = (pageLimit: number, read: number) =>
  Math.min(1000, Math.max(pageLimit * 4, 100) * 4 ** (read - 1));

/**
 * A filtered read (search, category): DynamoDB filters after reading, so one read may hold few
 * matches or none. Reads on until `limit` matches are found or the partition ends; once some
 * matches are in hand, it stops after `maxReads` round trips and answers them with a cursor right
 * after the last one. Without any match it never stops early: an empty page always means nothing
 * matches, never "not found yet" (a match at the far end of 50,000 items is still found, slowly:
 * the cost grows with the partition until the search index of issue 21 replaces this scan).
 */
export const queryFiltered = async <T extends StoredItem>(
  input: QueryPageInput,
  maxReads = 4,
): Promise<Page<T>> => {
  const items: T[] = [];
  let cursor = input.cursor;
  for (let read = 1; ; read++) {
    const page = await queryPage<T>({ ...input, limit: filteredReadLimit(input.limit, read), cursor });
    const room = input.limit - items.length;
    if (page.items.length >= room) {
      items.push(...page.items.slice(0, room));
      const more = page.items.length > room || page.nextCursor !== null;
      return { items, nextCursor: more ? cursorAfter(items[items.length - 1] as T, input.index) : null };
    }
    items.push(...page.items);
    if (!page.nextCursor) return { items, nextCursor: null };
    cursor = page.nextCursor;
    if (items.length > 0 && read >= maxReads) return { items, nextCursor: cursor };
  }
};

/** Reads a whole small item collection, e.g. a tenant with its FAQs: at most `maxItems` (may be Infinity). */
export const queryAll = async <T extends StoredItem>(
  input: Omit<QueryPageInput, 'limit' | 'cursor'>,
  maxItems = 1000,
): Promise<T[]> => {
  const items: T[] = [];
  let cursor: string | undefined;
  do {
    const page = await queryPage<T>({ ...input, limit: Math.min(250, maxItems - items.length), cursor });
    items.push(...page.items);
    cursor = page.nextCursor ?? undefined;
  } while (cursor && items.length < maxItems);
  return items;
};

export interface UniqueMarker {
  key: ItemKey;
  /** The error answered when the value is already taken. */
  code: ErrorCode;
  attributes?: Record<string, unknown>;
}

const putIfAbsent = (item: StoredItem): TransactItem => ({
  Put: {
    TableName: tableName(),
    Item: item,
    ConditionExpression: 'attribute_not_exists(pk)',
  },
});

/**
 * Writes a new entity together with its uniqueness markers in one transaction: either all are
 * written or none, so two concurrent creates of one name make exactly one entity.
 */
export const createWithMarkers = async (
  item: StoredItem,
  markers: UniqueMarker[],
  /** Further new items written in the same transaction (e.g. a tenant's FAQs). */
  extraItems: StoredItem[] = [],
  /** Further writes of the same transaction that cannot fail on a condition (counters' ADD). */
  extraWrites: TransactItem[] = [],
): Promise<void> => {
  const entity = { version: 1, ...item };
  if (markers.length === 0 && extraItems.length === 0 && extraWrites.length === 0) {
    try {
      await documentClient.send(
        new PutCommand({
          TableName: tableName(),
          Item: entity,
          ConditionExpression: 'attribute_not_exists(pk)',
        }),
      );
    } catch (error) {
      if (error instanceof ConditionalCheckFailedException)
        throw new AppError('VERSION_CONFLICT', { cause: error });
      throw error;
    }
    return;
  }
  const transactItems = [
    putIfAbsent(entity),
    ...markers.map((marker) =>
      putIfAbsent({
        ...marker.key,
        ...marker.attributes,
        entityPk: item.pk,
        entitySk: item.sk,
        createdAt: nowIso(),
      }),
    ),
    ...extraItems.map((extra) => putIfAbsent(extra)),
    ...extraWrites,
  ];
  await transactWrite(transactItems, (index) => markers[index - 1]?.code ?? 'VERSION_CONFLICT');
};

/** How often a transaction that lost a race with another one is tried in all. */
const TRANSACTION_ATTEMPTS = 4;
const STORE_BUSY_REASONS = new Set([
  'ThrottlingError',
  'ProvisionedThroughputExceeded',
  'RequestLimitExceeded',
]);

/** A random wait of up to 20, 40, 80 ms…, so racing transactions do not collide again in step. */
const backOff = (attempt: number) =>
  new Promise((resolve) => setTimeout(resolve, Math.random() * 20 * 2 ** attempt));

/**
 * Runs a transaction and maps a failed condition to the error code chosen for the failing item,
 * so callers answer "name taken" or "changed meanwhile" instead of a 500. A transaction cancelled
 * only because another one held an item (TransactionConflict: two creates counting into the same
 * project) wrote nothing, so it is tried again; a throttled one is a store that cannot keep up
 * (503, retry later). Anything else (a ValidationError) is a bug and stays a 500.
 */
export const transactWrite = async (
  items: TransactItem[],
  codeForFailedItem: (index: number) => ErrorCode = () => 'VERSION_CONFLICT',
): Promise<void> => {
  for (let attempt = 1; ; attempt++) {
    try {
      await documentClient.send(new TransactWriteCommand({ TransactItems: items }));
      return;
    } catch (error) {
      if (!(error instanceof TransactionCanceledException)) throw error;
      const reasons = (error.CancellationReasons ?? []).map((reason) => reason.Code ?? 'None');
      const failed = reasons.indexOf('ConditionalCheckFailed');
      if (failed >= 0) throw new AppError(codeForFailedItem(failed), { cause: error });
      if (reasons.some((reason) => STORE_BUSY_REASONS.has(reason))) {
        throw new AppError('SERVICE_UNAVAILABLE', { cause: error });
      }
      if (!reasons.includes('TransactionConflict')) throw error;
      if (attempt === TRANSACTION_ATTEMPTS) throw new AppError('SERVICE_UNAVAILABLE', { cause: error });
      await backOff(attempt);
    }
  }
};

/** Builds `SET a = :a, …` for the given fields. */
const setClause = (fields: Record<string, unknown>) => {
  const names: Record<string, string> = {};
  const values: Record<string, unknown> = {};
  const parts: string[] = [];
  Object.entries(fields).forEach(([name, value], i) => {
    names[`#f${i}`] = name;
    values[`:f${i}`] = value;
    parts.push(`#f${i} = :f${i}`);
  });
  return { names, values, parts };
};

/**
 * Optimistic locking: the update applies only when the stored version is the one the caller
 * read; otherwise nothing changes and the caller gets 409 (or 404 when the item is gone).
 */
export const updateVersioned = async <T extends StoredItem>(
  key: ItemKey,
  expectedVersion: number,
  changes: Record<string, unknown>,
  options: { remove?: string[] } = {},
): Promise<T> => {
  const { names, values, parts } = setClause({ ...changes, updatedAt: nowIso() });
  const removeNames = (options.remove ?? []).map((name, i) => {
    names[`#r${i}`] = name;
    return `#r${i}`;
  });
  try {
    const { Attributes } = await documentClient.send(
      new UpdateCommand({
        TableName: tableName(),
        Key: key,
        UpdateExpression:
          `SET ${[...parts, '#version = #version + :one'].join(', ')}` +
          (removeNames.length ? ` REMOVE ${removeNames.join(', ')}` : ''),
        ConditionExpression:
          'attribute_exists(pk) AND attribute_not_exists(deletedAt) AND #version = :expected',
        ExpressionAttributeNames: { ...names, '#version': 'version' },
        ExpressionAttributeValues: { ...values, ':one': 1, ':expected': expectedVersion },
        ReturnValues: 'ALL_NEW',
        ReturnValuesOnConditionCheckFailure: 'ALL_OLD',
      }),
    );
    return Attributes as T;
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) {
      const current = error.Item;
      if (!current || current.deletedAt) throw new AppError('NOT_FOUND', { cause: error });
      throw new AppError('VERSION_CONFLICT', { cause: error });
    }
    throw error;
  }
};

/**
 * Sets fields without a version check (preferences, job progress: the last writer rightly
 * wins), and answers the item as stored afterwards.
 */
export const updateFields = async <T extends StoredItem = StoredItem>(
  key: ItemKey,
  changes: Record<string, unknown>,
): Promise<T> => {
  const { names, values, parts } = setClause({ ...changes, updatedAt: nowIso() });
  try {
    const { Attributes } = await documentClient.send(
      new UpdateCommand({
        TableName: tableName(),
        Key: key,
        UpdateExpression: `SET ${[...parts, '#version = #version + :one'].join(', ')}`,
        ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(deletedAt)',
        ExpressionAttributeNames: { ...names, '#version': 'version' },
        ExpressionAttributeValues: { ...values, ':one': 1 },
        ReturnValues: 'ALL_NEW',
      }),
    );
    return Attributes as T;
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) throw new AppError('NOT_FOUND', { cause: error });
    throw error;
  }
};

/**
 * Soft delete (deletedAt, docs/architecture.md#single-table): the item stays for audit and undo, but its index keys are
 * removed so it drops out of every list at once.
 */
export const softDelete = async (key: ItemKey, expectedVersion: number, indexKeys: string[] = []) =>
  updateVersioned(key, expectedVersion, { deletedAt: nowIso() }, { remove: indexKeys });

export const deleteItem = async (key: ItemKey): Promise<void> => {
  await documentClient.send(new DeleteCommand({ TableName: tableName(), Key: key }));
};

export const putItem = async (item: StoredItem): Promise<void> => {
  await documentClient.send(new PutCommand({ TableName: tableName(), Item: item }));
};

/** An update or delete worded by the repository that owns the item: everything but the table. */
export type ItemUpdate = Omit<UpdateCommandInput, 'TableName'>;
export type ItemDelete = Omit<DeleteCommandInput, 'TableName'>;

/** Runs an update; a failed condition is the caller's to handle (it stays the SDK's error). */
export const updateItem = async <T extends StoredItem = StoredItem>(update: ItemUpdate) => {
  const { Attributes } = await documentClient.send(new UpdateCommand({ TableName: tableName(), ...update }));
  return Attributes as T | undefined;
};

/**
 * Runs an update whose condition may rightly fail (a counter at its limit, a lease someone else
 * holds): answers null when it did not hold and nothing changed, else the item as `ReturnValues`
 * asked for it (an empty object when it asked for nothing).
 */
export const updateIf = async <T extends Record<string, unknown> = StoredItem>(
  update: ItemUpdate,
): Promise<T | null> => {
  try {
    return ((await updateItem(update)) ?? {}) as T;
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) return null;
    throw error;
  }
};

/** Deletes an item if its condition holds; false when it did not (nothing was deleted). */
export const deleteIf = async (del: ItemDelete): Promise<boolean> => {
  try {
    await documentClient.send(new DeleteCommand({ TableName: tableName(), ...del }));
    return true;
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) return false;
    throw error;
  }
};
