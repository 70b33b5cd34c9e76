import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { commandTally, countRoundTrips } from '../src/observability/round-trips';
import { tenantKeys } from '../src/data/keys';
import { encodeCursor } from '../src/data/pagination';
import { documentClient } from '../src/data/aws/clients';
import {
  batchGetItems,
  batchWrite,
  createWithMarkers,
  deleteIf,
  getItem,
  keyString,
  queryPage,
  softDelete,
  updateIf,
  updateVersioned,
  type StoredItem,
} from '../src/data/table';
import { AppError } from '../src/errors/app-error';

const clientId = `c-${randomUUID().slice(0, 8)}`;

const companyItem = (id: string, name: string) => ({
  ...tenantKeys.company(clientId, id),
  entity: 'Company',
  id,
  name,
  gsi1pk: `${clientId}#COMPANIES-BY-NAME`,
  gsi1sk: name.toLowerCase(),
  createdAt: new Date().toISOString(),
  updatedAt: new Date().toISOString(),
});

const createCompany = (id: string, name: string) =>
  createWithMarkers(companyItem(id, name), [
    { key: tenantKeys.companyNameMarker(clientId, name), code: 'COMPANY_NAME_EXISTS' },
  ]);

const errorCode = async (work: Promise<unknown>): Promise<string | undefined> => {
  try {
    await work;
    return undefined;
  } catch (error) {
    if (error instanceof AppError) return error.code;
    throw error;
  }
};

describe('uniqueness markers', () => {
  it('makes exactly one entity out of 20 concurrent creates of one name', async () => {
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, (_, i) => createCompany(`race-${i}`, '  Same   NAME ')),
    );
    const created = results.filter((result) => result.status === 'fulfilled');
    const refused = results.flatMap((result) =>
      result.status === 'rejected' && result.reason instanceof AppError ? [result.reason.code] : [],
    );
    expect(created).toHaveLength(1);
    expect(refused).toHaveLength(19);
    expect(new Set(refused)).toEqual(new Set(['COMPANY_NAME_EXISTS']));
    const page = await queryPage({
      partition: `T#${clientId}`,
      sortKeyBeginsWith: 'COMPANY#race-',
      limit: 50,
    });
    expect(page.items).toHaveLength(1);
  });

  it('treats names alike when they differ only in case and spaces', async () => {
    await createCompany('first', 'Green Pack');
    expect(await errorCode(createCompany('second', ' green  pack'))).toBe('COMPANY_NAME_EXISTS');
    expect(await getItem(tenantKeys.company(clientId, 'second'))).toBeUndefined();
  });
});

describe('optimistic locking', () => {
  it('applies an edit made on the current version and bumps the version', async () => {
    await createCompany('lock-1', 'Lock One');
    const updated = await updateVersioned<StoredItem & { version: number; name: string }>(
      tenantKeys.company(clientId, 'lock-1'),
      1,
      { name: 'Lock One Renamed' },
    );
    expect(updated.version).toBe(2);
    expect(updated.name).toBe('Lock One Renamed');
  });

  it('refuses an edit made on a stale version with 409 and keeps the stored state', async () => {
    await createCompany('lock-2', 'Lock Two');
    const key = tenantKeys.company(clientId, 'lock-2');
    await updateVersioned(key, 1, { name: 'First writer' });
    expect(await errorCode(updateVersioned(key, 1, { name: 'Second writer' }))).toBe('VERSION_CONFLICT');
    expect(await getItem(key)).toMatchObject({ name: 'First writer', version: 2 });
  });

  it('lets one of several concurrent edits of one version win, never two', async () => {
    await createCompany('lock-3', 'Lock Three');
    const key = tenantKeys.company(clientId, 'lock-3');
    const results = await Promise.allSettled(
      Array.from({ length: 10 }, (_, i) => updateVersioned(key, 1, { name: `Writer ${i}` })),
    );
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    expect(await getItem(key)).toMatchObject({ version: 2 });
  });

  it('answers 404 for an edit of an item that does not exist', async () => {
    expect(await errorCode(updateVersioned(tenantKeys.company(clientId, 'ghost'), 1, { name: 'x' }))).toBe(
      'NOT_FOUND',
    );
  });
});

describe('soft delete', () => {
  it('keeps the item, hides it from lists and index queries, and refuses further edits', async () => {
    await createCompany('gone', 'Gone Company');
    const key = tenantKeys.company(clientId, 'gone');
    await softDelete(key, 1, ['gsi1pk', 'gsi1sk']);
    const stored = await getItem<StoredItem & { deletedAt?: string; gsi1pk?: string }>(key);
    expect(stored?.deletedAt).toBeTypeOf('string');
    expect(stored?.gsi1pk).toBeUndefined();
    const listed = await queryPage({
      partition: `T#${clientId}`,
      sortKeyBeginsWith: 'COMPANY#gone',
      limit: 10,
    });
    expect(listed.items).toHaveLength(0);
    const byName = await queryPage({ index: 'gsi1', partition: `${clientId}#COMPANIES-BY-NAME`, limit: 100 });
    expect(byName.items.map((item) => item.id)).not.toContain('gone');
    expect(await errorCode(updateVersioned(key, 2, { name: 'back' }))).toBe('NOT_FOUND');
  });
});

describe("an entity's own conditional writes", () => {
  it('applies an update whose condition holds and answers the item, or null and no change when it fails', async () => {
    const id = randomUUID();
    await createCompany(id, `Counted ${id}`);
    const key = tenantKeys.company(clientId, id);
    const raise = (limit: number) =>
      updateIf<StoredItem & { count: number }>({
        Key: key,
        UpdateExpression: 'ADD #count :one',
        ConditionExpression: 'attribute_not_exists(#count) OR #count < :limit',
        ExpressionAttributeNames: { '#count': 'count' },
        ExpressionAttributeValues: { ':one': 1, ':limit': limit },
        ReturnValues: 'ALL_NEW',
      });
    expect((await raise(2))?.count).toBe(1);
    expect((await raise(2))?.count).toBe(2);
    expect(await raise(2)).toBeNull();
    expect((await getItem<StoredItem & { count: number }>(key, { consistent: true }))?.count).toBe(2);
  });

  it('deletes only when the condition holds', async () => {
    const id = randomUUID();
    await createCompany(id, `Deleted ${id}`);
    const key = tenantKeys.company(clientId, id);
    const whenNamed = (name: string) =>
      deleteIf({
        Key: key,
        ConditionExpression: '#name = :name',
        ExpressionAttributeNames: { '#name': 'name' },
        ExpressionAttributeValues: { ':name': name },
      });
    expect(await whenNamed('someone else')).toBe(false);
    expect(await getItem(key, { consistent: true })).toBeDefined();
    expect(await whenNamed(`Deleted ${id}`)).toBe(true);
    expect(await getItem(key, { consistent: true })).toBeUndefined();
  });
});

describe('cursor pagination', () => {
  const partition = `T#${clientId}`;

  it('walks a list page by page without repeating or skipping items', async () => {
    await Promise.all(Array.from({ length: 7 }, (_, i) => createCompany(`page-${i}`, `Paged ${i}`)));
    const seen: string[] = [];
    let cursor: string | undefined;
    let pages = 0;
    do {
      const page = await queryPage<StoredItem & { id: string }>({
        partition,
        sortKeyBeginsWith: 'COMPANY#page-',
        limit: 3,
        cursor,
      });
      seen.push(...page.items.map((item) => item.id));
      cursor = page.nextCursor ?? undefined;
      pages += 1;
    } while (cursor);
    expect(seen.sort()).toEqual(Array.from({ length: 7 }, (_, i) => `page-${i}`));
    expect(pages).toBeGreaterThanOrEqual(3);
  });

  it('refuses a cursor that points at another partition (another tenant)', async () => {
    const foreign = encodeCursor({ pk: 'T#someone-else', sk: 'COMPANY#x' }) ?? '';
    expect(await errorCode(queryPage({ partition, limit: 3, cursor: foreign }))).toBe('INVALID_CURSOR');
  });

  it('refuses malformed cursors with 400, not a crash', async () => {
    const malformed = [
      'not base64 at all!',
      Buffer.from('[1,2]').toString('base64url'),
      Buffer.from('{"pk":1}').toString('base64url'),
      encodeCursor({ pk: partition, sk: 'x', evil: 'y' }) ?? '',
    ];
    for (const cursor of malformed) {
      expect(await errorCode(queryPage({ partition, limit: 3, cursor }))).toBe('INVALID_CURSOR');
    }
  });
});

describe('batches', () => {
  type Args = { input: { RequestItems: Record<string, unknown> } };
  /**
   * Runs `work` against a throttled table, which hands back part of a batch: here the last
   * request of each batch command's first call. Answers the commands held back.
   */
  const throttledOnce = async (work: () => Promise<void>): Promise<string[]> => {
    const heldBack: string[] = [];
    documentClient.middlewareStack.add(
      (next, context) => async (args) => {
        const command = context.commandName ?? '';
        const { input } = args as Args;
        const [table, batch] = Object.entries(input.RequestItems)[0] ?? [];
        if (
          !table ||
          heldBack.includes(command) ||
          !['BatchWriteItemCommand', 'BatchGetItemCommand'].includes(command)
        )
          return next(args);
        heldBack.push(command);
        if (command === 'BatchWriteItemCommand') {
          const requests = batch as unknown[];
          const answer = await next({
            ...args,
            input: { RequestItems: { [table]: requests.slice(0, -1) } },
          });
          (answer.output as Record<string, unknown>).UnprocessedItems = { [table]: requests.slice(-1) };
          return answer;
        }
        const read = batch as { Keys: unknown[] };
        const answer = await next({
          ...args,
          input: { RequestItems: { [table]: { ...read, Keys: read.Keys.slice(0, -1) } } },
        });
        (answer.output as Record<string, unknown>).UnprocessedKeys = {
          [table]: { ...read, Keys: read.Keys.slice(-1) },
        };
        return answer;
      },
      { step: 'initialize', name: 'holdBackLast' },
    );
    try {
      await work();
      return heldBack;
    } finally {
      documentClient.middlewareStack.remove('holdBackLast');
    }
  };
  const storedCompanies = async (count: number) => {
    const items = Array.from({ length: count }, () => companyItem(randomUUID(), `Batch ${randomUUID()}`));
    await batchWrite(items.map((item) => ({ PutRequest: { Item: item } })));
    return items;
  };

  it('asks again for what DynamoDB hands back unprocessed, and tells which keys hold an item', async () => {
    let items: ReturnType<typeof companyItem>[] = [];
    let found = new Set<string>();
    const heldBack = await throttledOnce(async () => {
      items = await storedCompanies(30);
      const missing = Array.from({ length: 80 }, () => tenantKeys.company(clientId, randomUUID()));
      found = new Set(
        (
          await batchGetItems([...items.map(({ pk, sk }) => ({ pk, sk })), ...missing], { consistent: true })
        ).map(keyString),
      );
    });
    expect(heldBack).toEqual(['BatchWriteItemCommand', 'BatchGetItemCommand']);
    expect([...found].sort()).toEqual(items.map(keyString).sort());
  });

  it('reads every item of a batch of more than 100 keys, the throttled ones included', async () => {
    const items = await storedCompanies(150);
    const missing = Array.from({ length: 60 }, () => tenantKeys.company(clientId, randomUUID()));
    let read: StoredItem[] = [];
    const heldBack = await throttledOnce(async () => {
      read = await batchGetItems([...items.map(({ pk, sk }) => ({ pk, sk })), ...missing]);
    });
    expect(heldBack).toEqual(['BatchGetItemCommand']);
    expect(read.map((item) => item.name).sort()).toEqual(items.map((item) => item.name).sort());
  });
});

describe('round trips of one request', () => {
  it('counts each call, and times parallel calls once', async () => {
    const ids = Array.from({ length: 6 }, () => randomUUID());
    const started = performance.now();
    const { calls, awsMs } = await countRoundTrips(async () => {
      await getItem(tenantKeys.company(clientId, ids[0]!));
      await Promise.all(ids.slice(1).map((id) => getItem(tenantKeys.company(clientId, id))));
    });
    const wallMs = performance.now() - started;
    expect(calls).toEqual(Array.from({ length: 6 }, () => 'dynamodb:GetItem'));
    expect(awsMs).toBeGreaterThan(0);
    // Summing the five parallel calls would exceed the time the whole request took.
    expect(awsMs).toBeLessThanOrEqual(wallMs);
  });
});

describe('no Scan', () => {
  it('issued no Scan in any of the operations above', () => {
    const names = [...commandTally().keys()];
    expect(names.some((name) => name.startsWith('dynamodb:'))).toBe(true);
    expect(names.filter((name) => name.includes('Scan'))).toEqual([]);
  });
});
