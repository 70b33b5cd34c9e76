import { randomUUID } from 'node:crypto';
import { env } from '../../config/env';
import { AppError, hasErrorCode } from '../../errors/app-error';
import { expiryIn } from '../expiry';
import { tenantKeys, type ItemKey } from '../keys';
import { batchWrite, getItem, nowIso, transactWrite, type StoredItem, type TransactItem } from '../table';

/**
 * started: being written or counted. cancelling: being undone after a failure, nothing counted.
 * done: complete; the same file sent again starts a new import.
 */
export type ImportStatus = 'started' | 'cancelling' | 'done';

/** One import of one file into a company (keys.ts importMarker). */
export interface ImportMarkerItem extends StoredItem {
  entity: 'ImportMarker';
  status: ImportStatus;
  /** What every id of the import is derived from (import/derived-ids.ts). */
  seed: string;
  /**
   * The file's packaging rows. With the seed, it names every package the import writes, for a
   * sweeper of given-up imports to find without the file (docs/decisions/005).
   */
  rows: number;
  /** Chunks of project counts raised so far; chunk k is raised only while this is k. */
  countedChunks: number;
  createdAt: string;
  updatedAt: string;
}

/**
 * A started import older than this is given up, not resumed. The packaging function stops a
 * request after 29 s, so after an hour no request is still writing it; and someone sending the
 * same file that much later means a new import, not the completion of one they have long since
 * worked around. What the given-up import wrote stays until a sweeper removes it
 * (docs/decisions/005).
 */
const GIVEN_UP_AFTER_MS = 60 * 60 * 1000;
/** A finished marker only has to tell a request that raced it that the import is complete. */
const DONE_KEPT_SECONDS = 24 * 60 * 60;

const tableName = (): string => env().TABLE_NAME;
const keyOf = (marker: ImportMarkerItem): ItemKey => ({ pk: marker.pk, sk: marker.sk });

export const readImportMarker = (key: ItemKey): Promise<ImportMarkerItem | undefined> =>
  getItem<ImportMarkerItem>({ pk: key.pk, sk: key.sk }, { consistent: true });

const isUnfinished = (marker: ImportMarkerItem | undefined): marker is ImportMarkerItem =>
  marker !== undefined &&
  marker.status !== 'done' &&
  Date.now() - Date.parse(marker.createdAt) < GIVEN_UP_AFTER_MS;

const startNew = async (
  key: ItemKey,
  rows: number,
  replaced: ImportMarkerItem | undefined,
): Promise<ImportMarkerItem> => {
  const now = nowIso();
  const marker: ImportMarkerItem = {
    ...key,
    entity: 'ImportMarker',
    status: 'started',
    seed: randomUUID(),
    rows,
    countedChunks: 0,
    createdAt: now,
    updatedAt: now,
  };
  await transactWrite([
    {
      Put: {
        TableName: tableName(),
        Item: marker,
        ...(replaced
          ? { ConditionExpression: 'seed = :seen', ExpressionAttributeValues: { ':seen': replaced.seed } }
          : { ConditionExpression: 'attribute_not_exists(pk)' }),
      },
    },
  ]);
  return marker;
};

/** Takes back an import whose undo was cut short: some of its items may be gone, none counted. */
const reopen = async (marker: ImportMarkerItem): Promise<ImportMarkerItem> => {
  const reopened: ImportMarkerItem = { ...marker, status: 'started', updatedAt: nowIso() };
  await transactWrite([
    {
      Put: {
        TableName: tableName(),
        Item: reopened,
        ConditionExpression: 'seed = :seed AND #status = :cancelling',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: { ':seed': marker.seed, ':cancelling': 'cancelling' },
      },
    },
  ]);
  return reopened;
};

/**
 * The import this request writes: the unfinished one of the same file, resumed with its seed,
 * or a new one. Two requests beginning the same file at once make one import, as the loser of
 * the conditional write reads the winner's marker and resumes that.
 */
export const beginImport = async (
  file: { clientId: string; companyId: string; digest: string },
  rows: number,
): Promise<{ marker: ImportMarkerItem; resumed: boolean }> => {
  const key = tenantKeys.importMarker(file.clientId, file.companyId, file.digest);
  for (let attempt = 0; attempt < 3; attempt++) {
    const seen = await readImportMarker(key);
    try {
      if (!isUnfinished(seen)) return { marker: await startNew(key, rows, seen), resumed: false };
      return { marker: seen.status === 'started' ? seen : await reopen(seen), resumed: true };
    } catch (error) {
      if (!hasErrorCode(error, 'VERSION_CONFLICT')) throw error;
    }
  }
  throw new AppError('VERSION_CONFLICT');
};

/**
 * The marker's part of the transaction raising chunk `chunk` of the counts: it holds only while
 * that chunk is uncounted, so each chunk is raised once whichever request sends it. The last
 * chunk also finishes the import.
 */
export const chunkCountedUpdate = (marker: ImportMarkerItem, chunk: number, last: boolean): TransactItem => {
  const { expiresAt, ttl } = expiryIn(DONE_KEPT_SECONDS);
  const finish = ', #status = :done, expiresAt = :expiresAt, #ttl = :ttl';
  return {
    Update: {
      TableName: tableName(),
      Key: keyOf(marker),
      UpdateExpression: `SET countedChunks = :next, updatedAt = :now${last ? finish : ''}`,
      ConditionExpression: 'seed = :seed AND #status = :started AND countedChunks = :chunk',
      ExpressionAttributeNames: { '#status': 'status', ...(last ? { '#ttl': 'ttl' } : {}) },
      ExpressionAttributeValues: {
        ':seed': marker.seed,
        ':started': 'started',
        ':chunk': chunk,
        ':next': chunk + 1,
        ':now': nowIso(),
        ...(last ? { ':done': 'done', ':expiresAt': expiresAt, ':ttl': ttl } : {}),
      },
    },
  };
};

/**
 * Claims an import for undoing, which only holds while none of its counts is raised: a count
 * must never outlive the packages it counts. False when some are raised (or the import is
 * finished or replaced): then it stays for the same file sent again to complete.
 */
export const claimForUndo = async (marker: ImportMarkerItem): Promise<boolean> => {
  try {
    await transactWrite([
      {
        Update: {
          TableName: tableName(),
          Key: keyOf(marker),
          UpdateExpression: 'SET #status = :cancelling, updatedAt = :now',
          ConditionExpression: 'seed = :seed AND countedChunks = :zero AND #status <> :done',
          ExpressionAttributeNames: { '#status': 'status' },
          ExpressionAttributeValues: {
            ':cancelling': 'cancelling',
            ':now': nowIso(),
            ':seed': marker.seed,
            ':zero': 0,
            ':done': 'done',
          },
        },
      },
    ]);
    return true;
  } catch (error) {
    if (hasErrorCode(error, 'VERSION_CONFLICT')) return false;
    throw error;
  }
};

/** Removes the marker of an undone import, unless a request has taken it back meanwhile. */
export const removeUndoneMarker = async (marker: ImportMarkerItem): Promise<void> => {
  await transactWrite([
    {
      Delete: {
        TableName: tableName(),
        Key: keyOf(marker),
        ConditionExpression: 'seed = :seed AND #status = :cancelling',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: { ':seed': marker.seed, ':cancelling': 'cancelling' },
      },
    },
  ]);
};

/**
 * Writes an import's items (packages, their postings and versions) by batch: many at once and not
 * atomic, so a failure leaves some written; the marker says what a resumed run must do.
 */
export const putImportedItems = (items: readonly StoredItem[]) =>
  batchWrite(items.map((item) => ({ PutRequest: { Item: item } })));

/** Deletes an undone import's items by batch (not atomic; the marker stays until they are gone). */
export const deleteImportedItems = (items: readonly StoredItem[]) =>
  batchWrite(items.map((item) => ({ DeleteRequest: { Key: { pk: item.pk, sk: item.sk } } })));
