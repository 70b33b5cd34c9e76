import type { ComponentInput } from '@recyclens/shared';
import { tenantKeys } from '../keys';
import { getItem, type StoredItem } from '../table';
import type { IndexName } from '../table-schema';

export type StoredComponent = ComponentInput & {
  id: string;
  createdAt: string;
  updatedAt: string;
  version: number;
};

export type PackageFields = {
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
};
export type PackageItem = StoredItem &
  PackageFields & {
    /** Lower-cased for search, which DynamoDB runs as a case-sensitive contains(). */
    nameLower: string;
    projectNameLower: string | null;
  };

/** Sort orders of GET /packages and the index serving each (DESIGN.md §4: no in-memory sorts). */
export const packageSortIndexes = {
  company: { name: 'gsi1', createdAt: 'gsi2', updatedAt: 'gsi3', project: 'gsi4' },
  project: { name: 'gsi5', createdAt: 'gsi6', updatedAt: 'gsi7', project: 'gsi5' },
} as const satisfies Record<string, Record<string, IndexName>>;

/** Every package index key; all are removed on soft delete so the package leaves every list. */
export const packageIndexAttributes = ['gsi1', 'gsi2', 'gsi3', 'gsi4', 'gsi5', 'gsi6', 'gsi7'].flatMap(
  (index) => [`${index}pk`, `${index}sk`],
);

const lower = (text: string) => text.toLocaleLowerCase('en');

/** The item for a package, with the index keys its sort orders and project filter need. */
export const packageItem = (fields: PackageFields): PackageItem => {
  const companyPartition = tenantKeys.packagesPartition(fields.clientId, fields.companyId);
  const nameKey = `${lower(fields.name)}#${fields.id}`;
  // Packages without a project sort after those with one, as '~' sorts after letters.
  const projectKey = `${fields.projectName ? lower(fields.projectName) : '~'}#${nameKey}`;
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

/** Ownership is part of the key: another company's or tenant's package is simply not found. */
export const getPackage = async (clientId: string, companyId: string, packageId: string) => {
  const item = await getItem<PackageItem>(tenantKeys.package(clientId, companyId, packageId));
  return item && !item.deletedAt ? item : undefined;
};
