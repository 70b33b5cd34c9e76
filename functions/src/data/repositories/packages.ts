import {
  searchableText,
  type ComponentInput,
  type Grade,
  type PackagingMarketFields,
  type PackagingPpwrFields,
} from '@recyclens/shared';
import { tenantKeys } from '../keys';
import { nameSortKey } from '../name-sort-key';
import { env } from '../../config/env';
import {
  batchGetItems,
  getItem,
  keyString,
  queryAll,
  queryPage,
  updateItem,
  type StoredItem,
  type TransactItem,
} from '../table';
import type { IndexName } from '../table-schema';

export type StoredComponent = ComponentInput & {
  id: string;
  createdAt: string;
  updatedAt: string;
  version: number;
};

/** A packaging as stored; its PPWR fields (docs/ppwr.md) are absent on packaging stored before them. */
export type PackageFields = PackagingPpwrFields &
  PackagingMarketFields & {
    id: string;
    clientId: string;
    companyId: string;
    name: string;
    description: string;
    categoryId: string | null;
    projectId: string | null;
    projectName: string | null;
    assessmentCountryId: string | null;
    draft: boolean;
    components: StoredComponent[];
    createdAt: string;
    updatedAt: string;
    /** When the content last changed (not the assessment stamp): results older than it are outdated. */
    contentUpdatedAt: string;
    lastAssessedAt: string | null;
    version: number;
    deletedAt?: string;
    /**
     * Each country's latest grade, and the countries whose latest result is older than the last
     * edit: what the company's portfolio counters hold for this packaging (decision 011).
     */
    grades?: Record<string, Grade>;
    outdatedCountries?: string[];
    /** Raised with every change of `grades`: writes that read them are conditional on it. */
    gradeStamp?: number;
    /**
     * The engine version and methodology of each country's latest result: a result of an older
     * engine is outdated (decision 015). Missing on packaging last assessed before it was kept.
     * `adoptedFrom` names the comparison run the latest result copies (decision 046).
     */
    assessedWith?: Record<
      string,
      { methodVersion: string; methodology: 'ceflex' | 'pre'; adoptedFrom?: string }
    >;
    /** The bulk assessment job that last gave it results: a resumed job skips what it did. */
    bulkJobId?: string;
  };
export type PackageItem = StoredItem &
  PackageFields & {
    /**
     * Name, project name and description folded (case, accents, ß) and one per line: what search
     * runs its contains() on (issue 21 §2). Items written before it have only the two below.
     */
    searchText?: string;
    /** Lower-cased name and project name: the search fields of items written before searchText. */
    nameLower: string;
    projectNameLower: string | null;
  };

/** Sort orders of GET /packages and the index serving each (docs/architecture.md#single-table: no in-memory sorts). */
export const packageSortIndexes = {
  company: { name: 'gsi1', createdAt: 'gsi2', updatedAt: 'gsi3', project: 'gsi4' },
  project: { name: 'gsi5', createdAt: 'gsi6', updatedAt: 'gsi7', project: 'gsi5' },
} as const satisfies Record<string, Record<string, IndexName>>;

/** Every package index key; all are removed on soft delete so the package leaves every list. */
export const packageIndexAttributes = ['gsi1', 'gsi2', 'gsi3', 'gsi4', 'gsi5', 'gsi6', 'gsi7'].flatMap(
  (index) => [`${index}pk`, `${index}sk`],
);

const lower = (text: string) => text.toLocaleLowerCase('en');

/**
 * The folded text search matches: name, project name and description, one per line, each with its
 * umlaut words in the German spelling too (searchableText).
 */
export const packageSearchText = (fields: Pick<PackageFields, 'name' | 'projectName' | 'description'>) =>
  [fields.name, fields.projectName ?? '', fields.description].map(searchableText).join('\n');

/**
 * The item for a package, with the index keys its sort orders and project filter need. Names sort
 * naturally and without regard to case or accents ("Project 2" before "Project 10", "Ä" with "A").
 */
export const packageItem = (fields: PackageFields): PackageItem => {
  const companyPartition = tenantKeys.packagesPartition(fields.clientId, fields.companyId);
  const nameKey = `${nameSortKey(fields.name)}#${fields.id}`;
  // Packages without a project sort after those with one: U+FFFF's UTF-8 bytes sort after any
  // name's (DynamoDB compares bytes), Greek and Cyrillic included.
  const projectKey = `${fields.projectName ? nameSortKey(fields.projectName) : '\uffff'}#${nameKey}`;
  const project = fields.projectId
    ? {
        gsi5pk: tenantKeys.projectPackagesPartition(fields.clientId, fields.companyId, fields.projectId),
        gsi5sk: `NAME#${nameKey}`,
        gsi6pk: tenantKeys.projectPackagesPartition(fields.clientId, fields.companyId, fields.projectId),
        gsi6sk: `CREATED#${fields.createdAt}#${fields.id}`,
        gsi7pk: tenantKeys.projectPackagesPartition(fields.clientId, fields.companyId, fields.projectId),
        gsi7sk: `UPDATED#${fields.updatedAt}#${fields.id}`,
      }
    : {};
  return {
    ...tenantKeys.package(fields.clientId, fields.companyId, fields.id),
    entity: 'Package',
    ...fields,
    searchText: packageSearchText(fields),
    nameLower: lower(fields.name),
    projectNameLower: fields.projectName ? lower(fields.projectName) : null,
    gsi1pk: companyPartition,
    gsi1sk: `NAME#${nameKey}`,
    gsi2pk: companyPartition,
    gsi2sk: `CREATED#${fields.createdAt}#${fields.id}`,
    gsi3pk: companyPartition,
    gsi3sk: `UPDATED#${fields.updatedAt}#${fields.id}`,
    gsi4pk: companyPartition,
    gsi4sk: `PROJECT#${projectKey}`,
    ...project,
  };
};

/**
 * The condition of a write that read the package as `existing`: nobody edited, deleted or assessed
 * it since. The grade stamp keeps the portfolio counters exact: a change computed from grades that
 * moved meanwhile is refused rather than applied twice (decision 011).
 */
export const unchangedSince = (existing: Pick<PackageFields, 'version' | 'gradeStamp'>) => ({
  ConditionExpression: `attribute_exists(pk) AND attribute_not_exists(deletedAt) AND version = :expected AND ${
    existing.gradeStamp === undefined ? 'attribute_not_exists(gradeStamp)' : 'gradeStamp = :gradeStamp'
  }`,
  ExpressionAttributeValues: {
    ':expected': existing.version,
    ...(existing.gradeStamp === undefined ? {} : { ':gradeStamp': existing.gradeStamp }),
  },
});

/** Ownership is part of the key: another company's or tenant's package is simply not found. */
export const getPackage = async (clientId: string, companyId: string, packageId: string) => {
  const item = await getItem<PackageItem>(tenantKeys.package(clientId, companyId, packageId));
  return item && !item.deletedAt ? item : undefined;
};

/**
 * Sets a package's latest grades and outdated countries (the portfolio rebuild), raising its
 * stamp. Neither its version nor its updatedAt move: this is bookkeeping, not an edit.
 */
export const setPackageGrades = async (
  pkg: PackageItem,
  grades: Record<string, Grade>,
  outdatedCountries: string[],
) => {
  await updateItem({
    Key: { pk: pkg.pk, sk: pkg.sk },
    UpdateExpression: 'SET grades = :grades, outdatedCountries = :outdated, gradeStamp = :stamp',
    ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(deletedAt)',
    ExpressionAttributeValues: {
      ':grades': grades,
      ':outdated': outdatedCountries,
      ':stamp': (pkg.gradeStamp ?? 0) + 1,
    },
  });
};

/**
 * The items of these packages of one company, deleted ones included (callers tell them apart), in
 * no particular order; `consistent` for a read that must see a write just made.
 */
export const packagesOfCompany = (
  clientId: string,
  companyId: string,
  packageIds: readonly string[],
  options: { consistent?: boolean } = {},
) =>
  batchGetItems<PackageItem>(
    packageIds.map((id) => tenantKeys.package(clientId, companyId, id)),
    options,
  );

/**
 * Writes a package: a new one only if its id is free, a changed one only if nobody changed it
 * since `existing` was read (unchangedSince).
 */
export const packagePut = (item: PackageItem, existing?: PackageItem): TransactItem => ({
  Put: {
    TableName: env().TABLE_NAME,
    Item: item,
    ...(existing ? unchangedSince(existing) : { ConditionExpression: 'attribute_not_exists(pk)' }),
  },
});

/** Soft-deletes a package read as `existing`: it leaves every list (its index keys go) at `now`. */
export const packageDeletion = (existing: PackageItem, now: string): TransactItem => {
  const guard = unchangedSince(existing);
  return {
    Update: {
      TableName: env().TABLE_NAME,
      Key: tenantKeys.package(existing.clientId, existing.companyId, existing.id),
      UpdateExpression: `SET deletedAt = :now, updatedAt = :now, version = version + :one REMOVE ${packageIndexAttributes.join(', ')}`,
      ConditionExpression: guard.ConditionExpression,
      ExpressionAttributeValues: { ...guard.ExpressionAttributeValues, ':now': now, ':one': 1 },
    },
  };
};

/** A page of a project's packages by name (a rename or delete walks them all). */
export const projectPackagesPage = (
  clientId: string,
  companyId: string,
  projectId: string,
  query: { limit: number; cursor?: string | undefined },
) =>
  queryPage<PackageItem>({
    index: packageSortIndexes.project.name,
    partition: tenantKeys.projectPackagesPartition(clientId, companyId, projectId),
    limit: query.limit,
    ...(query.cursor ? { cursor: query.cursor } : {}),
  });

/** A company's live packages by name, the first `max` of them (all by default: a migration step). */
export const allCompanyPackages = (clientId: string, companyId: string, max = Number.POSITIVE_INFINITY) =>
  queryAll<PackageItem>(
    { index: packageSortIndexes.company.name, partition: tenantKeys.packagesPartition(clientId, companyId) },
    max,
  );

/** A page of a company's packages by name (a bulk job's chunk, an export's read). */
export const companyPackagesPage = (
  clientId: string,
  companyId: string,
  query: { limit: number; cursor?: string | undefined },
) =>
  queryPage<PackageItem>({
    index: packageSortIndexes.company.name,
    partition: tenantKeys.packagesPartition(clientId, companyId),
    limit: query.limit,
    ...(query.cursor ? { cursor: query.cursor } : {}),
  });

/**
 * Which of these planned packages are stored already, read consistently (a resumed import): those
 * as stored, and the planned ones that are not.
 */
export const splitStored = async (planned: readonly PackageItem[]) => {
  const stored = await batchGetItems<PackageItem>(
    planned.map(({ pk, sk }) => ({ pk, sk })),
    { consistent: true },
  );
  const there = new Set(stored.map(keyString));
  return { stored, absent: planned.filter((item) => !there.has(keyString(item))) };
};
