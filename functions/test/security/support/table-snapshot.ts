import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, paginateScan } from '@aws-sdk/lib-dynamodb';
import { platformKeys } from '../../../src/data/keys';

/**
 * Every item of this test file's table, read with a client of its own: it is not instrumented
 * (so the process-wide command tally never shows a Scan) and it keeps working while a test
 * breaks the functions' clients. A Scan is fine here — the table is the test's, and small.
 */
const reader = DynamoDBDocumentClient.from(
  new DynamoDBClient({
    region: process.env.AWS_REGION ?? 'eu-central-1',
    endpoint: process.env.DYNAMODB_ENDPOINT,
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  }),
);

/** Shared reference data, seeded once per file and never written by a request. */
const isReferenceData = (pk: string) => pk === platformKeys.lookupsPartition;

export type TableSnapshot = ReadonlyMap<string, string>;

export const tableSnapshot = async (): Promise<TableSnapshot> => {
  const items = new Map<string, string>();
  const pages = paginateScan({ client: reader }, { TableName: process.env.TABLE_NAME, ConsistentRead: true });
  for await (const page of pages) {
    for (const item of page.Items ?? []) {
      const pk = String(item.pk);
      if (!isReferenceData(pk)) items.set(`${pk} | ${String(item.sk)}`, JSON.stringify(item));
    }
  }
  return items;
};

/** The keys of items added, removed or changed between two snapshots, sorted. */
export const changedKeys = (before: TableSnapshot, after: TableSnapshot): string[] => {
  const keys = new Set([...before.keys(), ...after.keys()]);
  return [...keys].filter((key) => before.get(key) !== after.get(key)).sort();
};

/** Whether any stored item holds this text anywhere in its attributes. */
export const storedAnywhere = (snapshot: TableSnapshot, text: string): boolean =>
  [...snapshot.values()].some((item) => item.includes(text));

/**
 * A snapshot taken once the table has stopped changing: some calls finish work after they
 * answer (an export, a mail's bookkeeping), and that must not be counted against the next call.
 */
export const settledSnapshot = async (): Promise<TableSnapshot> => {
  let previous = await tableSnapshot();
  for (let attempt = 0; attempt < 40; attempt += 1) {
    await new Promise((resolve) => setTimeout(resolve, 25));
    const current = await tableSnapshot();
    if (changedKeys(previous, current).length === 0) return current;
    previous = current;
  }
  throw new Error('The table kept changing for 2 s after a call');
};
