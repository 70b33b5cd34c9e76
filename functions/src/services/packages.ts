import { randomUUID } from 'node:crypto';
import {
  isCompleteComponent,
  searchWords,
  type RouteBody,
  type RouteQuery,
  type Routes,
} from '@recyclens/shared';
import { env } from '../config/env';
import { tenantKeys } from '../data/keys';
import { newNotificationItem } from '../data/repositories/notifications';
import {
  packageIndexAttributes,
  packageItem,
  packageSearchText,
  packageSortIndexes,
  unchangedSince,
  type PackageFields,
  type PackageItem,
} from '../data/repositories/packages';
import { portfolioUpdate } from '../data/repositories/portfolio';
import { getProject } from '../data/repositories/projects';
import {
  candidatePrefixes,
  postingSortIndexes,
  postingWrites,
  type PostingItem,
} from '../data/repositories/search-postings';
import {
  batchGetItems,
  countMatches,
  nowIso,
  queryFiltered,
  queryPage,
  transactWrite,
  type QueryPageInput,
} from '../data/table';
import { auditPut } from '../data/repositories/audit-entries';
import { AppError } from '../errors/app-error';
import type { Caller } from '../http/caller';
import { auditEntryBy } from './audit-log';
import { stampComponents, withoutStamps } from './component-stamps';
import { favoriteIds, favoritePackagesPage } from './favorite-packages';
import { requireKnownLookups } from './lookups';
import { companyOf, requirePackage } from './package-access';
import { packageView } from './package-views';
import { historyWrites, type ChangeOrigin } from './packaging-history';
import { newlyOutdated, portfolioChanges } from './portfolio-counters';
import { componentsOfTemplate } from './templates';

type TransactItem = Parameters<typeof transactWrite>[0][number];

/** The project a package is put in must exist in the same company; its name is kept on the package. */
const projectFor = async (caller: Caller, projectId: string | null | undefined) => {
  if (!projectId) return null;
  const project = await getProject(caller.clientId, companyOf(caller), projectId);
  if (!project) throw new AppError('VALIDATION_FAILED', { fields: { projectId: 'Unknown project' } });
  return project;
};

/** Adds to a project's count in the same transaction as the move, so counts never drift. */
const countChange = (caller: Caller, projectId: string, delta: 1 | -1): TransactItem => ({
  Update: {
    TableName: env().TABLE_NAME,
    Key: tenantKeys.project(caller.clientId, companyOf(caller), projectId),
    UpdateExpression: 'ADD packageCount :delta',
    ...(delta > 0 ? { ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(deletedAt)' } : {}),
    ExpressionAttributeValues: { ':delta': delta },
  },
});

/**
 * Creates a packaging with its first version. `change` says where it came from: the editor, a
 * template (the body names it), or a copy (duplicate, improvement) of another packaging.
 */
export const createPackage = async (
  caller: Caller,
  body: RouteBody<Routes['createPackage']>,
  change: ChangeOrigin = body.templateId
    ? { origin: 'template', copiedFrom: body.templateId }
    : { origin: 'editor' },
) => {
  const components = body.templateId ? await componentsOfTemplate(caller, body.templateId) : body.components;
  if (!body.draft && !components.some(isCompleteComponent)) {
    throw new AppError('VALIDATION_FAILED', {
      fields: { components: 'A packaging that is not a draft needs at least one complete component' },
    });
  }
  await requireKnownLookups({ ...body, components });
  const project = await projectFor(caller, body.projectId);
  const now = nowIso();
  const fields: PackageFields = {
    id: randomUUID(),
    clientId: caller.clientId,
    companyId: companyOf(caller),
    name: body.name,
    description: body.description,
    categoryId: body.categoryId ?? null,
    projectId: project?.id ?? null,
    projectName: project?.name ?? null,
    assessmentCountryId: body.assessmentCountryId ?? null,
    draft: body.draft,
    components: stampComponents(components),
    createdAt: now,
    updatedAt: now,
    contentUpdatedAt: now,
    lastAssessedAt: null,
    version: 1,
  };
  const item = packageItem(fields);
  await transactWrite(
    [
      { Put: { TableName: env().TABLE_NAME, Item: item, ConditionExpression: 'attribute_not_exists(pk)' } },
      ...(project ? [countChange(caller, project.id, 1)] : []),
      ...portfolioUpdate(caller.clientId, fields.companyId, portfolioChanges.created([fields])),
      {
        Put: {
          TableName: env().TABLE_NAME,
          Item: newNotificationItem({
            clientId: caller.clientId,
            companyId: fields.companyId,
            type: 'NEW_PACKAGE',
            meta: {
              packageId: fields.id,
              name: fields.name,
              by: `${caller.user.firstName} ${caller.user.lastName}`,
            },
          }),
        },
      },
      ...postingWrites(undefined, item),
      ...historyWrites(caller, undefined, fields, 'created', change),
    ],
    (index) => (index === 1 && project ? 'VALIDATION_FAILED' : 'VERSION_CONFLICT'),
  );
  return packageView(item, { favorite: false });
};

export const readPackage = async (caller: Caller, packageId: string) =>
  packageView(await requirePackage(caller, packageId));

/** A packaging's content as an edit or a restore sets it: everything but its stamps and grades. */
export type PackageContent = Pick<
  PackageFields,
  'name' | 'description' | 'categoryId' | 'assessmentCountryId' | 'draft' | 'components'
> & { projectId: string | null };

/**
 * Replaces a packaging's content as a new version, if nobody changed it since `existing` was
 * read; moving it between projects adjusts both counts in the same transaction.
 */
export const replacePackageContent = async (
  caller: Caller,
  existing: PackageItem,
  content: PackageContent,
  change: ChangeOrigin,
) => {
  await requireKnownLookups(content);
  const project = await projectFor(caller, content.projectId);
  const now = nowIso();
  const item = packageItem({
    ...existing,
    ...content,
    projectId: project?.id ?? null,
    projectName: project?.name ?? null,
    updatedAt: now,
    contentUpdatedAt: now,
    version: existing.version + 1,
    // The edit makes every country's latest result outdated.
    outdatedCountries: [...(existing.outdatedCountries ?? []), ...newlyOutdated(existing)],
  });
  const moved = existing.projectId !== item.projectId;
  const writes = [
    { Put: { TableName: env().TABLE_NAME, Item: item, ...unchangedSince(existing) } },
    ...(moved && existing.projectId ? [countChange(caller, existing.projectId, -1)] : []),
    ...(moved && item.projectId ? [countChange(caller, item.projectId, 1)] : []),
    ...portfolioUpdate(caller.clientId, existing.companyId, portfolioChanges.edited(existing, item)),
    ...postingWrites(existing, item),
  ];
  // A version already under the new number means another write took it: a conflict, like a stale version.
  await transactWrite([...writes, ...historyWrites(caller, existing, item, 'changed', change)], (index) =>
    index === 0 || index >= writes.length ? 'VERSION_CONFLICT' : 'VALIDATION_FAILED',
  );
  return packageView(item);
};

/** Replaces a packaging with what the editor sends, if nobody changed it since the editor read it (version). */
export const updatePackage = async (
  caller: Caller,
  packageId: string,
  body: RouteBody<Routes['updatePackage']>,
) => {
  const existing = await requirePackage(caller, packageId);
  if (existing.version !== body.version) throw new AppError('VERSION_CONFLICT');
  return replacePackageContent(
    caller,
    existing,
    {
      name: body.name,
      description: body.description,
      categoryId: body.categoryId ?? null,
      projectId: body.projectId ?? null,
      assessmentCountryId: body.assessmentCountryId ?? null,
      draft: body.draft,
      components: stampComponents(body.components, existing.components),
    },
    { origin: 'editor' },
  );
};

export const deletePackage = async (caller: Caller, packageId: string, expectedVersion: number) => {
  const existing = await requirePackage(caller, packageId);
  if (existing.version !== expectedVersion) throw new AppError('VERSION_CONFLICT');
  const now = nowIso();
  const guard = unchangedSince(existing);
  await transactWrite([
    {
      Update: {
        TableName: env().TABLE_NAME,
        Key: tenantKeys.package(caller.clientId, existing.companyId, existing.id),
        UpdateExpression: `SET deletedAt = :now, updatedAt = :now, version = version + :one REMOVE ${packageIndexAttributes.join(', ')}`,
        ConditionExpression: guard.ConditionExpression,
        ExpressionAttributeValues: { ...guard.ExpressionAttributeValues, ':now': now, ':one': 1 },
      },
    },
    ...(existing.projectId ? [countChange(caller, existing.projectId, -1)] : []),
    ...portfolioUpdate(caller.clientId, existing.companyId, portfolioChanges.deleted(existing)),
    ...postingWrites(existing, undefined),
    ...historyWrites(
      caller,
      existing,
      { ...existing, version: existing.version + 1, updatedAt: now, deletedAt: now },
      'deleted',
      { origin: 'editor' },
    ),
    auditPut(
      auditEntryBy(
        caller,
        'PACKAGE_DELETED',
        { kind: 'package', id: existing.id, label: existing.name },
        { company: existing.companyId },
      ),
    ),
  ]);
};

export const duplicatePackage = async (caller: Caller, packageId: string) => {
  const original = await requirePackage(caller, packageId);
  return createPackage(
    caller,
    {
      name: `${original.name} (copy)`.slice(0, 200),
      description: original.description,
      categoryId: original.categoryId,
      projectId: original.projectId,
      assessmentCountryId: original.assessmentCountryId,
      draft: original.draft,
      components: original.components.map(withoutStamps),
    },
    { origin: 'duplicate', copiedFrom: original.id },
  );
};

/** The in-memory twin of the search filter below, for the favourites' few items. */
const matchesAllWords = (item: PackageItem, words: readonly string[]) => {
  const text = item.searchText ?? packageSearchText(item);
  return words.every((word) => text.includes(word));
};

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
const drivingPrefix = async (clientId: string, companyId: string, candidates: readonly string[]) => {
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
const searchByPostings = async (
  caller: Caller,
  companyId: string,
  prefix: string,
  words: readonly string[],
  query: RouteQuery<Routes['packages']>,
) => {
  const request: QueryPageInput = {
    // Within one project, its order "by project" is by name.
    index: postingSortIndexes[query.projectId && query.sortBy === 'project' ? 'name' : query.sortBy],
    partition: tenantKeys.searchPostingsPartition(caller.clientId, companyId, prefix),
    limit: query.limit,
    newestFirst: query.order === 'desc',
    ...(query.cursor ? { cursor: query.cursor } : {}),
    filter: searchFilter(words, query, false),
  };
  const page = await queryFiltered<PostingItem>(request);
  const [packages, matchCount] = await Promise.all([
    batchGetItems<PackageItem>(
      page.items.map((posting) => tenantKeys.package(caller.clientId, companyId, posting.packageId)),
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
const sortedRead = (caller: Caller, companyId: string, query: RouteQuery<Routes['packages']>) => ({
  index: packageSortIndexes[query.projectId ? 'project' : 'company'][query.sortBy],
  partition: query.projectId
    ? tenantKeys.projectPackagesPartition(caller.clientId, companyId, query.projectId)
    : tenantKeys.packagesPartition(caller.clientId, companyId),
  limit: query.limit,
  newestFirst: query.order === 'desc',
  ...(query.cursor ? { cursor: query.cursor } : {}),
});

/**
 * GET /packages: each sort order is an index, so the first page costs the same with 50 or 5,000
 * packages; a project filter reads that project's own index. A search reads the search index
 * (postings of a word beginning) when one of its words is long enough, else filters the sorted
 * read like the category filter (DynamoDB filters after reading; queryFiltered reads on until a
 * page is full). The favourites filter starts from the user's few favourites instead
 * (favorite-packages.ts).
 */
export const listPackages = async (caller: Caller, query: RouteQuery<Routes['packages']>) => {
  const companyId = companyOf(caller);
  const owner = { clientId: caller.clientId, userId: caller.userId, companyId };
  const words = searchWords(query.search);
  const searching = words.length > 0;
  if (query.favorites === 'true') {
    const page = await favoritePackagesPage(owner, {
      ...sortedRead(caller, companyId, query),
      matches: (item) =>
        matchesAllWords(item, words) && (!query.categoryId || item.categoryId === query.categoryId),
    });
    return {
      items: page.items.map((item) => packageView(item, { favorite: true })),
      nextCursor: page.nextCursor,
      ...(searching ? { matchCount: !query.cursor && !page.nextCursor ? page.items.length : null } : {}),
    };
  }
  const prefix = await drivingPrefix(caller.clientId, companyId, candidatePrefixes(words));
  const read = async () => {
    if (prefix) return searchByPostings(caller, companyId, prefix, words, query);
    const request: QueryPageInput = {
      ...sortedRead(caller, companyId, query),
      filter: searchFilter(words, { categoryId: query.categoryId }, true),
    };
    if (!request.filter) return { ...(await queryPage<PackageItem>(request)), matchCount: null };
    const page = await queryFiltered<PackageItem>(request);
    // Words too short for the index: the count is known only when the read reached the end.
    return { ...page, matchCount: !query.cursor && !page.nextCursor ? page.items.length : null };
  };
  const [page, favorites] = await Promise.all([read(), favoriteIds(owner)]);
  return {
    items: page.items.map((item) => packageView(item, { favorite: favorites.has(item.id) })),
    nextCursor: page.nextCursor,
    ...(searching ? { matchCount: page.matchCount } : {}),
  };
};
