import type { RouteQuery, Routes } from '@recyclens/shared';
import { tenantKeys } from '../keys';
import { countMatches, queryFiltered, queryPage, type QueryPageInput } from '../table';
import { packageSortIndexes, packagesOfCompany, type PackageItem } from './packages';
import { postingSortIndexes, type PostingItem } from './search-postings';

/**
 * The reads of GET /packages: each sort order is an index of the company (or, with a project
 * filter, of the project), and a search reads the postings of a word beginning (decision 012).
 */
export type PackageListQuery = RouteQuery<Routes['packages']>;

/** Whose list: the tenant and the company it belongs to. */
export interface PackageListOwner {
  clientId: string;
  companyId: string;
}

/**
 * The filter of a search on the folded text: every word must match, in any order, in the name,
 * project name or description; with the category and project filters. Packaging written before
 * searchText existed is matched on its lower-cased name and project name.
 */
const searchFilter = (
  words: readonly string[],
  query: { categoryId?: string | undefined; projectId?: string | undefined },
  legacyFields: boolean,
): QueryPageInput['filter'] => {
  const text = legacyFields
    ? (i: number) =>
        `(contains(#searchText, :w${i}) OR contains(#nameLower, :w${i}) OR contains(#projectNameLower, :w${i}))`
    : (i: number) => `contains(#searchText, :w${i})`;
  const conditions = [
    ...words.map((_, i) => text(i)),
    ...(query.categoryId ? ['#categoryId = :categoryId'] : []),
    ...(query.projectId ? ['#projectId = :projectId'] : []),
  ];
  if (conditions.length === 0) return undefined;
  return {
    expression: conditions.join(' AND '),
    names: {
      ...(words.length > 0 ? { '#searchText': 'searchText' } : {}),
      ...(words.length > 0 && legacyFields
        ? { '#nameLower': 'nameLower', '#projectNameLower': 'projectNameLower' }
        : {}),
      ...(query.categoryId ? { '#categoryId': 'categoryId' } : {}),
      ...(query.projectId ? { '#projectId': 'projectId' } : {}),
    },
    values: {
      ...Object.fromEntries(words.map((word, i) => [`:w${i}`, word])),
      ...(query.categoryId ? { ':categoryId': query.categoryId } : {}),
      ...(query.projectId ? { ':projectId': query.projectId } : {}),
    },
  };
};

/**
 * Postings a search reads at most to count its matches beyond the first page, and to size up a
 * candidate beginning: one small round trip (~13 read units), so counting stays cheap for a
 * common word, whose count is then unknown.
 */
const POSTINGS_COUNTED = 100;

/**
 * The beginning a search of several candidate words reads: the one with the fewest postings, each
 * sized up by a count of at most POSTINGS_COUNTED in parallel; the longest word wins ties.
 * "no-such-packaging" reads the few postings of "such", not every packaging's "pac".
 */
export const drivingPrefix = async (
  { clientId, companyId }: PackageListOwner,
  candidates: readonly string[],
) => {
  if (candidates.length <= 1) return candidates[0];
  const sizes = await Promise.all(
    candidates.map(
      async (prefix) =>
        (await countMatches({
          partition: tenantKeys.searchPostingsPartition(clientId, companyId, prefix),
          limit: POSTINGS_COUNTED,
        })) ?? Number.POSITIVE_INFINITY,
    ),
  );
  const fewest = sizes.indexOf(Math.min(...sizes));
  return candidates[fewest];
};

/**
 * How many match in all, on a search's first page: its own items when it holds every match,
 * else those plus a count of the rest when that is one cheap read; null when unknown.
 */
const matchCountOf = async (
  request: QueryPageInput,
  page: { items: unknown[]; nextCursor: string | null },
) => {
  if (request.cursor) return null;
  if (!page.nextCursor) return page.items.length;
  const rest = await countMatches({ ...request, cursor: page.nextCursor, limit: POSTINGS_COUNTED });
  return rest === null ? null : page.items.length + rest;
};

/**
 * A search through the index (decision 012): the postings of the longest word's beginning, in
 * the chosen order, filtered on their folded text; then the page's packaging.
 */
export const searchByPostings = async (
  owner: PackageListOwner,
  prefix: string,
  words: readonly string[],
  query: PackageListQuery,
) => {
  const request: QueryPageInput = {
    // Within one project, its order "by project" is by name.
    index: postingSortIndexes[query.projectId && query.sortBy === 'project' ? 'name' : query.sortBy],
    partition: tenantKeys.searchPostingsPartition(owner.clientId, owner.companyId, prefix),
    limit: query.limit,
    newestFirst: query.order === 'desc',
    ...(query.cursor ? { cursor: query.cursor } : {}),
    filter: searchFilter(words, query, false),
  };
  return postingsPage(owner, request);
};

/** A page of postings (a search's, a PPWR filter's) as the packaging they stand for, with the count. */
const postingsPage = async (owner: PackageListOwner, request: QueryPageInput) => {
  const page = request.filter
    ? await queryFiltered<PostingItem>(request)
    : await queryPage<PostingItem>(request);
  const [packages, matchCount] = await Promise.all([
    packagesOfCompany(
      owner.clientId,
      owner.companyId,
      page.items.map((posting) => posting.packageId),
    ),
    matchCountOf(request, page),
  ]);
  const byId = new Map(packages.map((pkg) => [pkg.id, pkg]));
  return {
    items: page.items.flatMap((posting) => byId.get(posting.packageId) ?? []),
    nextCursor: page.nextCursor,
    matchCount,
  };
};

/** The read of a list in its sort order: the company's index, or the project's with a project filter. */
export const sortedRead = ({ clientId, companyId }: PackageListOwner, query: PackageListQuery) => ({
  index: packageSortIndexes[query.projectId ? 'project' : 'company'][query.sortBy],
  partition: query.projectId
    ? tenantKeys.projectPackagesPartition(clientId, companyId, query.projectId)
    : tenantKeys.packagesPartition(clientId, companyId),
  limit: query.limit,
  newestFirst: query.order === 'desc',
  ...(query.cursor ? { cursor: query.cursor } : {}),
});

/**
 * The sorted read without the search index (no word long enough for it): the search and the
 * category filter the read (DynamoDB filters after reading; queryFiltered reads on until a page
 * is full), so the count is known only when the read reached the end.
 */
export const filteredSortedRead = async (
  owner: PackageListOwner,
  words: readonly string[],
  query: PackageListQuery,
) => {
  const request: QueryPageInput = {
    ...sortedRead(owner, query),
    filter: searchFilter(words, { categoryId: query.categoryId }, true),
  };
  if (!request.filter) return { ...(await queryPage<PackageItem>(request)), matchCount: null };
  const page = await queryFiltered<PackageItem>(request);
  return { ...page, matchCount: !query.cursor && !page.nextCursor ? page.items.length : null };
};

/**
 * A PPWR filter (decision 051): the postings of a flag ('fails2030', 'evidenceMissing') in the
 * chosen order, or the evidence expiring from `today` to `lastDay` (soonest first, the range of
 * one date-sorted partition), filtered like a search on the folded text, category and project;
 * then the page's packaging.
 */
export const ppwrFilteredRead = async (
  owner: PackageListOwner,
  words: readonly string[],
  query: PackageListQuery,
  range: { today: string; lastDay: string },
) => {
  const search = searchFilter(words, query, false);
  // Postings and entries answer from a day on, or until one (decision 051): those of `today`.
  const onToday: { expression: string; names: Record<string, string> } | undefined = {
    expiring90: {
      expression: '(attribute_not_exists(#previous) OR #previous < :today)',
      names: { '#previous': 'previous' },
    },
    evidenceMissing: {
      expression: '#activeFrom <= :today AND (attribute_not_exists(#activeUntil) OR #activeUntil > :today)',
      names: { '#activeFrom': 'activeFrom', '#activeUntil': 'activeUntil' },
    },
    fails2030: undefined,
  }[query.ppwr ?? 'fails2030'];
  const filter: QueryPageInput['filter'] = onToday
    ? {
        expression: [onToday.expression, ...(search ? [search.expression] : [])].join(' AND '),
        names: { ...onToday.names, ...search?.names },
        values: { ':today': range.today, ...search?.values },
      }
    : search;
  const request: QueryPageInput =
    query.ppwr === 'expiring90'
      ? {
          partition: tenantKeys.ppwrDatedPartition(owner.clientId, owner.companyId, 'EXPIRES'),
          sortKeyBetween: { from: range.today, to: `${range.lastDay}~` },
          limit: query.limit,
          ...(query.cursor ? { cursor: query.cursor } : {}),
          filter,
        }
      : {
          index: postingSortIndexes[query.projectId && query.sortBy === 'project' ? 'name' : query.sortBy],
          partition: tenantKeys.ppwrFlagPartition(owner.clientId, owner.companyId, query.ppwr ?? ''),
          limit: query.limit,
          newestFirst: query.order === 'desc',
          ...(query.cursor ? { cursor: query.cursor } : {}),
          filter,
        };
  return postingsPage(owner, request);
};
