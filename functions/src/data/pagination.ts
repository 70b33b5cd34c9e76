import { AppError } from '../errors/app-error';
import { tableSchema } from './table-schema';

/**
 * Page positions: DynamoDB's LastEvaluatedKey, base64url-encoded. Clients never see one: at the
 * edge of the API it is sealed into an opaque cursor (http/page-cursors.ts); jobs keep theirs in
 * their own items. A position is still accepted only when it names the very partition being read,
 * so even a position that got past the seal cannot point a query at another tenant's (or another
 * list's) items, and a malformed one is a 400, never a 500.
 */
type Key = Record<string, string>;

/** One page of a list and where the next one starts (null at the end). */
export interface Page<T> {
  items: T[];
  nextCursor: string | null;
}

const keyAttributes = new Set<string>([
  tableSchema.partitionKey,
  tableSchema.sortKey,
  ...tableSchema.globalSecondaryIndexes.flatMap((index) => [index.partitionKey, index.sortKey]),
]);

export const encodeCursor = (lastKey: Record<string, unknown> | undefined): string | null =>
  lastKey ? Buffer.from(JSON.stringify(lastKey), 'utf8').toString('base64url') : null;

export const decodeCursor = (
  cursor: string | undefined,
  expected: { attribute: string; value: string },
): Key | undefined => {
  if (cursor === undefined || cursor === '') return undefined;
  const invalid = () =>
    new AppError('INVALID_CURSOR', { fields: { cursor: 'The page cursor is not valid.' } });
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw invalid();
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) throw invalid();
  const entries = Object.entries(parsed);
  const wellFormed =
    entries.length > 0 &&
    entries.length <= 4 &&
    entries.every(
      ([name, value]) => keyAttributes.has(name) && typeof value === 'string' && value.length <= 1024,
    );
  if (!wellFormed) throw invalid();
  const key = Object.fromEntries(entries) as Key;
  if (key[expected.attribute] !== expected.value) throw invalid();
  return key;
};
