import { env } from '../../config/env';
import { tenantKeys } from '../keys';
import type { StoredItem, TransactItem } from '../table';
import type { IndexName } from '../table-schema';
import { packageSearchText, type PackageItem } from './packages';

/**
 * The search index (decision 012, design C): for each word beginning of a packaging's name,
 * project name and description, a small posting item in a partition of that beginning. A search
 * reads the postings of its longest word's beginning (a few hundred items, not the portfolio),
 * filters them on their folded text, and fetches the page's packaging. Postings are written in
 * the same transaction as the packaging, so the index is exact at once.
 */

/** Letters of a word a posting is filed under; shorter words are not indexed. */
export const POSTING_PREFIX_LENGTH = 3;

/**
 * Postings per packaging at most: name and project words first, then the description's. Bounds a
 * packaging write (its postings, the ones it drops, and the few other items) under DynamoDB's 100
 * items per transaction; a description word beyond it still matches once another word drives.
 */
export const MAX_POSTINGS_PER_PACKAGE = 40;

export type PostingItem = StoredItem & {
  entity: 'SearchPosting';
  packageId: string;
  projectId: string | null;
  categoryId: string | null;
  searchText: string;
};

/** Sort orders of a search: the posting carries the packaging's own sort keys, on the same indexes. */
export const postingSortIndexes = {
  name: 'gsi1',
  createdAt: 'gsi2',
  updatedAt: 'gsi3',
  project: 'gsi4',
} as const satisfies Record<string, IndexName>;

const SORT_KEY_ATTRIBUTES = ['gsi1sk', 'gsi2sk', 'gsi3sk', 'gsi4sk'] as const;

const indexedWords = (folded: string) =>
  folded.split(/[^\p{L}\p{N}]+/u).filter((word) => [...word].length >= POSTING_PREFIX_LENGTH);

const prefixOf = (word: string) => [...word].slice(0, POSTING_PREFIX_LENGTH).join('');

/** The word beginnings a packaging is filed under, in the order of its text, each once. */
export const postingPrefixes = (searchText: string): string[] => {
  const prefixes = new Set<string>();
  for (const word of indexedWords(searchText)) {
    if (prefixes.size === MAX_POSTINGS_PER_PACKAGE) break;
    prefixes.add(prefixOf(word));
  }
  return [...prefixes];
};

/**
 * The beginnings a search could read, longest word first (the longest is usually the rarest): each
 * word of three letters or more, hyphenated and dotted ones split as the index splits them. None
 * when every word is shorter than the beginnings indexed.
 */
export const candidatePrefixes = (words: readonly string[]): string[] => [
  ...new Set(
    words
      .flatMap(indexedWords)
      .sort((a, b) => b.length - a.length)
      .map(prefixOf),
  ),
];

const textOf = (pkg: PackageItem) => pkg.searchText ?? packageSearchText(pkg);

/** The postings of a packaging as stored now; none for a deleted one. */
export const postingItems = (pkg: PackageItem): PostingItem[] => {
  if (pkg.deletedAt) return [];
  const searchText = textOf(pkg);
  return postingPrefixes(searchText).map((prefix) => {
    const partition = tenantKeys.searchPostingsPartition(pkg.clientId, pkg.companyId, prefix);
    return {
      ...tenantKeys.searchPosting(pkg.clientId, pkg.companyId, prefix, pkg.id),
      entity: 'SearchPosting',
      packageId: pkg.id,
      projectId: pkg.projectId,
      categoryId: pkg.categoryId,
      searchText,
      ...Object.fromEntries(
        SORT_KEY_ATTRIBUTES.flatMap((sortKey) => {
          const index = sortKey.slice(0, -2);
          return [
            [`${index}pk`, partition],
            [sortKey, pkg[sortKey]],
          ];
        }),
      ),
    };
  });
};

/**
 * The transaction items that take a packaging's postings from `before` to `after` (either may be
 * absent: created, deleted): a put of each posting it has (each carries the packaging's sort keys,
 * which every edit moves), a delete of each it no longer has.
 */
export const postingWrites = (
  before: PackageItem | undefined,
  after: PackageItem | undefined,
): TransactItem[] => {
  const TableName = env().TABLE_NAME;
  const next = after ? postingItems(after) : [];
  const kept = new Set(next.map((posting) => posting.pk));
  return [
    ...next.map((posting): TransactItem => ({ Put: { TableName, Item: posting } })),
    ...(before ? postingItems(before) : [])
      .filter((posting) => !kept.has(posting.pk))
      .map((posting): TransactItem => ({ Delete: { TableName, Key: { pk: posting.pk, sk: posting.sk } } })),
  ];
};
