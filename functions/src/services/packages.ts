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
  getPackage,
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
import { nowIso, queryFiltered, queryPage, transactWrite } from '../data/table';
import { AppError } from '../errors/app-error';
import type { Caller } from '../http/caller';
import { stampComponents, withoutStamps } from './component-stamps';
import { favoriteIds, favoritePackagesPage } from './favorite-packages';
import { requireKnownLookups } from './lookups';
import { packageView } from './package-views';
import { newlyOutdated, portfolioChanges } from './portfolio-counters';
import { componentsOfTemplate } from './templates';

type TransactItem = Parameters<typeof transactWrite>[0][number];

/** Packaging always belongs to the caller's current company, checked by the authenticator. */
export const companyOf = (caller: Caller): string => {
  if (!caller.currentCompanyId) throw new AppError('COMPANY_REQUIRED');
  return caller.currentCompanyId;
};

const requirePackage = async (caller: Caller, packageId: string): Promise<PackageItem> => {
  const item = await getPackage(caller.clientId, companyOf(caller), packageId);
  if (!item) throw new AppError('NOT_FOUND');
  return item;
};

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

export const createPackage = async (caller: Caller, body: RouteBody<Routes['createPackage']>) => {
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
    ],
    (index) => (index === 1 && project ? 'VALIDATION_FAILED' : 'VERSION_CONFLICT'),
  );
  return packageView(item, { favorite: false });
};

export const readPackage = async (caller: Caller, packageId: string) =>
  packageView(await requirePackage(caller, packageId));

/**
 * Replaces a packaging with what the editor sends, if nobody changed it since the editor read it
 * (version); moving it between projects adjusts both counts in the same transaction.
 */
export const updatePackage = async (
  caller: Caller,
  packageId: string,
  body: RouteBody<Routes['updatePackage']>,
) => {
  const existing = await requirePackage(caller, packageId);
  if (existing.version !== body.version) throw new AppError('VERSION_CONFLICT');
  await requireKnownLookups(body);
  const project = await projectFor(caller, body.projectId);
  const now = nowIso();
  const item = packageItem({
    ...existing,
    name: body.name,
    description: body.description,
    categoryId: body.categoryId ?? null,
    projectId: project?.id ?? null,
    projectName: project?.name ?? null,
    assessmentCountryId: body.assessmentCountryId ?? null,
    draft: body.draft,
    components: stampComponents(body.components, existing.components),
    updatedAt: now,
    contentUpdatedAt: now,
    version: existing.version + 1,
    // The edit makes every country's latest result outdated.
    outdatedCountries: [...(existing.outdatedCountries ?? []), ...newlyOutdated(existing)],
  });
  const moved = existing.projectId !== item.projectId;
  await transactWrite(
    [
      { Put: { TableName: env().TABLE_NAME, Item: item, ...unchangedSince(existing) } },
      ...(moved && existing.projectId ? [countChange(caller, existing.projectId, -1)] : []),
      ...(moved && item.projectId ? [countChange(caller, item.projectId, 1)] : []),
      ...portfolioUpdate(caller.clientId, existing.companyId, portfolioChanges.edited(existing, item)),
    ],
    (index) => (index === 0 ? 'VERSION_CONFLICT' : 'VALIDATION_FAILED'),
  );
  return packageView(item);
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
  ]);
};

export const duplicatePackage = async (caller: Caller, packageId: string) => {
  const original = await requirePackage(caller, packageId);
  return createPackage(caller, {
    name: `${original.name} (copy)`.slice(0, 200),
    description: original.description,
    categoryId: original.categoryId,
    projectId: original.projectId,
    assessmentCountryId: original.assessmentCountryId,
    draft: original.draft,
    components: original.components.map(withoutStamps),
  });
};

/** The in-memory twin of the search filter below, for the favourites' few items. */
const matchesAllWords = (item: PackageItem, words: readonly string[]) => {
  const text = item.searchText ?? packageSearchText(item);
  return words.every((word) => text.includes(word));
};

/**
 * GET /packages: each sort order is an index, so the first page costs the same with 50 or 5,000
 * packages; a project filter reads that project's own index. Search and category filter that
 * sorted read (DynamoDB filters after reading; queryFiltered reads on until a page is full).
 * The favourites filter starts from the user's few favourites instead (favorite-packages.ts).
 */
export const listPackages = async (caller: Caller, query: RouteQuery<Routes['packages']>) => {
  const companyId = companyOf(caller);
  const owner = { clientId: caller.clientId, userId: caller.userId, companyId };
  const byProject = Boolean(query.projectId);
  const index = packageSortIndexes[byProject ? 'project' : 'company'][query.sortBy];
  const partition = query.projectId
    ? tenantKeys.projectPackagesPartition(caller.clientId, companyId, query.projectId)
    : tenantKeys.packagesPartition(caller.clientId, companyId);
  const words = searchWords(query.search);
  const paging = {
    index,
    partition,
    limit: query.limit,
    newestFirst: query.order === 'desc',
    ...(query.cursor ? { cursor: query.cursor } : {}),
  };
  if (query.favorites === 'true') {
    const page = await favoritePackagesPage(owner, {
      ...paging,
      matches: (item) =>
        matchesAllWords(item, words) && (!query.categoryId || item.categoryId === query.categoryId),
    });
    return {
      items: page.items.map((item) => packageView(item, { favorite: true })),
      nextCursor: page.nextCursor,
    };
  }
  // Every word must match, in any order, in the name, project name or description. Items written
  // before searchText existed are matched on their lower-cased name and project name.
  const conditions = [
    ...words.map(
      (_, i) =>
        `(contains(#searchText, :w${i}) OR contains(#nameLower, :w${i}) OR contains(#projectNameLower, :w${i}))`,
    ),
    ...(query.categoryId ? ['#categoryId = :categoryId'] : []),
  ];
  const request = {
    ...paging,
    ...(conditions.length > 0
      ? {
          filter: {
            expression: conditions.join(' AND '),
            names: {
              ...(words.length > 0
                ? {
                    '#searchText': 'searchText',
                    '#nameLower': 'nameLower',
                    '#projectNameLower': 'projectNameLower',
                  }
                : {}),
              ...(query.categoryId ? { '#categoryId': 'categoryId' } : {}),
            },
            values: {
              ...Object.fromEntries(words.map((word, i) => [`:w${i}`, word])),
              ...(query.categoryId ? { ':categoryId': query.categoryId } : {}),
            },
          },
        }
      : {}),
  };
  const [page, favorites] = await Promise.all([
    conditions.length > 0 ? queryFiltered<PackageItem>(request) : queryPage<PackageItem>(request),
    favoriteIds(owner),
  ]);
  return {
    items: page.items.map((item) => packageView(item, { favorite: favorites.has(item.id) })),
    nextCursor: page.nextCursor,
  };
};
