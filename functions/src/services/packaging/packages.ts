import { randomUUID } from 'node:crypto';
import {
  EVIDENCE_EXPIRY_WINDOW_DAYS,
  incompleteComponentProblems,
  isCompleteComponent,
  marketFieldsOf,
  ppwrFieldsOf,
  searchWords,
  type PackagingMarketFields,
  type PackagingPpwrFields,
  type RouteBody,
  type RouteQuery,
  type Routes,
} from '@recyclens/shared';
import { notificationPut } from '../../data/repositories/notifications';
import {
  packageDeletion,
  packageItem,
  packagePut,
  packageSearchText,
  type PackageFields,
  type PackageItem,
} from '../../data/repositories/packages';
import { getProject, projectCountChange } from '../../data/repositories/projects';
import { candidatePrefixes, postingWrites } from '../../data/repositories/search-postings';
import { favoriteIds, favoritePackagesPage } from '../../data/repositories/favorites';
import {
  drivingPrefix,
  filteredSortedRead,
  ppwrFilteredRead,
  searchByPostings,
  sortedRead,
} from '../../data/repositories/package-lists';
import { auditPut } from '../../data/repositories/audit-entries';
import { dropExpiryEntriesOf } from '../../data/repositories/evidence-documents';
import { nowIso } from '../../data/clock';
import type { TransactItem } from '../../data/transactions';
import { AppError } from '../../errors/app-error';
import type { Caller } from '../../http/caller';
import { auditEntryBy } from '../tenants/audit-log';
import { stampComponents, withoutStamps } from './component-stamps';
import { requireKnownLookups } from './lookups';
import { companyOf, requirePackage } from './package-access';
import { packageListView, packageView } from './package-views';
import { historyWrites, type ChangeOrigin } from './packaging-history';
import { newlyOutdated, portfolioChanges } from '../assessments/portfolio-counters';
import { componentsOfTemplate } from './templates';
import { daysAfter } from '../../compliance/ppwr/summary';
import { writePackagingChange } from './derived-writes';
import { ppwrFilterHolds, storedPpwrSummaries } from '../../data/repositories/ppwr-summaries';
import { refreshLapsedSummaries, today } from './ppwr-summaries';

/** The project a package is put in must exist in the same company; its name is kept on the package. */
const projectFor = async (caller: Caller, projectId: string | null | undefined) => {
  if (!projectId) return null;
  const project = await getProject(caller.clientId, companyOf(caller), projectId);
  if (!project)
    throw new AppError('VALIDATION_FAILED', { fieldProblems: { projectId: { code: 'UNKNOWN_PROJECT' } } });
  return project;
};

/** Adds to a project's count in the same transaction as the move, so counts never drift. */
const countChange = (caller: Caller, projectId: string, delta: 1 | -1): TransactItem =>
  projectCountChange(caller.clientId, companyOf(caller), projectId, delta);

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
      fieldProblems: Object.fromEntries(
        incompleteComponentProblems(components).map(({ path, code }) => [path.join('.'), { code }]),
      ),
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
    ...ppwrFieldsOf(body),
    ...marketFieldsOf(body),
    components: stampComponents(components),
    createdAt: now,
    updatedAt: now,
    contentUpdatedAt: now,
    lastAssessedAt: null,
    version: 1,
  };
  const item = packageItem(fields);
  await writePackagingChange({
    before: undefined,
    after: item,
    counters: portfolioChanges.created([fields]),
    items: [
      packagePut(item),
      ...(project ? [countChange(caller, project.id, 1)] : []),
      notificationPut({
        clientId: caller.clientId,
        companyId: fields.companyId,
        type: 'NEW_PACKAGE',
        meta: {
          packageId: fields.id,
          name: fields.name,
          by: `${caller.user.firstName} ${caller.user.lastName}`,
        },
      }),
      ...postingWrites(undefined, item),
      ...historyWrites(caller, undefined, fields, 'created', change),
    ],
    codeForFailedItem: (index) => (index === 1 && project ? 'VALIDATION_FAILED' : 'VERSION_CONFLICT'),
  });
  return packageView(item, { favorite: false });
};

export const readPackage = async (caller: Caller, packageId: string) =>
  packageView(await requirePackage(caller, packageId));

/** A packaging's content as an edit or a restore sets it: everything but its stamps and grades. */
export type PackageContent = Pick<
  PackageFields,
  'name' | 'description' | 'categoryId' | 'assessmentCountryId' | 'draft' | 'components'
> &
  PackagingPpwrFields &
  PackagingMarketFields & { projectId: string | null };

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
    packagePut(item, existing),
    ...(moved && existing.projectId ? [countChange(caller, existing.projectId, -1)] : []),
    ...(moved && item.projectId ? [countChange(caller, item.projectId, 1)] : []),
    ...postingWrites(existing, item),
  ];
  await writePackagingChange({
    before: existing,
    after: item,
    counters: portfolioChanges.edited(existing, item),
    items: [...writes, ...historyWrites(caller, existing, item, 'changed', change)],
    // A version already under the new number means another write took it: a conflict, like a stale version.
    codeForFailedItem: (index) =>
      index === 0 || index >= writes.length ? 'VERSION_CONFLICT' : 'VALIDATION_FAILED',
  });
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
      // A field the editor leaves out keeps its value, one it sends as null becomes unknown.
      ...ppwrFieldsOf(body),
      ...marketFieldsOf(body),
      components: stampComponents(body.components, existing.components),
    },
    { origin: 'editor' },
  );
};

export const deletePackage = async (caller: Caller, packageId: string, expectedVersion: number) => {
  const existing = await requirePackage(caller, packageId);
  if (existing.version !== expectedVersion) throw new AppError('VERSION_CONFLICT');
  const now = nowIso();
  const deleted = { ...existing, version: existing.version + 1, updatedAt: now, deletedAt: now };
  await writePackagingChange({
    before: existing,
    after: deleted,
    counters: portfolioChanges.deleted(existing),
    items: [
      packageDeletion(existing, now),
      ...(existing.projectId ? [countChange(caller, existing.projectId, -1)] : []),
      ...postingWrites(existing, undefined),
      ...historyWrites(caller, existing, deleted, 'deleted', { origin: 'editor' }),
      auditPut(
        auditEntryBy(
          caller,
          'PACKAGE_DELETED',
          { kind: 'package', id: existing.id, label: existing.name },
          { company: existing.companyId },
        ),
      ),
    ],
  });
  // Its documents stay (docs/retention.md) but leave the dashboard's expiring card.
  await dropExpiryEntriesOf({
    clientId: existing.clientId,
    companyId: existing.companyId,
    packageId: existing.id,
  });
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
      ...ppwrFieldsOf(original),
      ...marketFieldsOf(original),
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
 * GET /packages: each sort order is an index, so the first page costs the same with 50 or 5,000
 * packages; a project filter reads that project's own index. A search reads the search index
 * (postings of a word beginning) when one of its words is long enough, else filters the sorted
 * read like the category filter (DynamoDB filters after reading; queryFiltered reads on until a
 * page is full). The favourites filter starts from the user's few favourites instead
 * (data/repositories/favorites.ts), a PPWR filter with it from their stored summaries. A PPWR
 * filter alone reads its own postings (decision 051).
 */
export const listPackages = async (caller: Caller, query: RouteQuery<Routes['packages']>) => {
  const owner = { clientId: caller.clientId, companyId: companyOf(caller) };
  const words = searchWords(query.search);
  const searching = words.length > 0;
  const favoritesOwner = { ...owner, userId: caller.userId };
  const ppwrRange = async () => {
    // What the date alone changed (an expired document) is recomputed before the filter reads.
    const on = today();
    await refreshLapsedSummaries(owner, on);
    return { today: on, lastDay: daysAfter(on, EVIDENCE_EXPIRY_WINDOW_DAYS) };
  };
  if (query.favorites === 'true') {
    const { ppwr } = query;
    // The favourites are few: their summaries are read and matched like their other fields.
    const [summaries, range] = ppwr
      ? await Promise.all([
          favoriteIds(favoritesOwner).then((ids) =>
            storedPpwrSummaries(owner.clientId, owner.companyId, [...ids]),
          ),
          ppwrRange(),
        ])
      : [];
    const ppwrHolds = (item: PackageItem) =>
      !ppwr || !range || ppwrFilterHolds(summaries?.get(item.id), ppwr, range);
    const page = await favoritePackagesPage(favoritesOwner, {
      ...sortedRead(owner, query),
      matches: (item) =>
        matchesAllWords(item, words) &&
        (!query.categoryId || item.categoryId === query.categoryId) &&
        ppwrHolds(item),
    });
    return {
      items: page.items.map((item) => packageListView(item, { favorite: true })),
      nextCursor: page.nextCursor,
      ...(searching || ppwr
        ? { matchCount: !query.cursor && !page.nextCursor ? page.items.length : null }
        : {}),
    };
  }
  const read = async () => {
    if (query.ppwr) return ppwrFilteredRead(owner, words, query, await ppwrRange());
    const prefix = await drivingPrefix(owner, candidatePrefixes(words));
    return prefix ? searchByPostings(owner, prefix, words, query) : filteredSortedRead(owner, words, query);
  };
  const [page, favorites] = await Promise.all([read(), favoriteIds(favoritesOwner)]);
  return {
    items: page.items.map((item) => packageListView(item, { favorite: favorites.has(item.id) })),
    nextCursor: page.nextCursor,
    ...(searching || query.ppwr ? { matchCount: page.matchCount } : {}),
  };
};
