import {
  marketFieldsOf,
  ppwrFieldsOf,
  type PackagingMarketFields,
  type PackagingPpwrFields,
  type VersionEvent,
  type VersionOrigin,
} from '@recyclens/shared';
import { env } from '../../config/env';
import { tenantKeys } from '../keys';
import { getItem, queryPage, type StoredItem, type TransactItem } from '../table';
import type { PackageFields, StoredComponent } from './packages';

/**
 * How many versions a packaging keeps: writing version n deletes version n − VERSIONS_KEPT in the
 * same transaction, so a packaging never holds more (docs/evidence.md). A result does not need
 * the version it was computed from: it keeps its inputs itself.
 */
export const VERSIONS_KEPT = 100;

/** A packaging's content at one version, as stored: the fields an edit can change. */
export type StoredSnapshot = Pick<
  PackageFields,
  'name' | 'description' | 'categoryId' | 'projectId' | 'projectName' | 'assessmentCountryId' | 'draft'
> &
  PackagingPpwrFields &
  PackagingMarketFields & { components: StoredComponent[] };

/** Who made a change, when, from where, and which fields it changed. */
export interface VersionRecord {
  event: VersionEvent;
  origin: VersionOrigin;
  /**
   * Who made the change, by id only: the name is read from the user when the history is shown,
   * so a removed (pseudonymised) user shows under the pseudonym and no version holds a name.
   */
  actorId: string;
  at: string;
  changedFields: string[];
  copiedFrom: string | null;
  restoredFrom: number | null;
}

export type PackagingVersionItem = StoredItem &
  VersionRecord & {
    packageId: string;
    version: number;
    snapshot: StoredSnapshot;
  };

/** A packaging's own fields (all but its components), the part a snapshot and the wire share. */
export type PackagingOwnFields = Omit<StoredSnapshot, 'components'>;

/** The own fields of a packaging, a snapshot or anything that has them, and nothing else. */
export const packagingOwnFieldsOf = (source: PackagingOwnFields): PackagingOwnFields => ({
  name: source.name,
  description: source.description,
  categoryId: source.categoryId,
  projectId: source.projectId,
  projectName: source.projectName,
  assessmentCountryId: source.assessmentCountryId,
  draft: source.draft,
  ...ppwrFieldsOf(source),
  ...marketFieldsOf(source),
});

export const snapshotOf = (pkg: PackageFields): StoredSnapshot => ({
  ...packagingOwnFieldsOf(pkg),
  components: pkg.components,
});

/** The version item of `pkg` as it now stands, keyed by its version number. */
export const versionItem = (pkg: PackageFields, record: VersionRecord): PackagingVersionItem => ({
  ...tenantKeys.packageVersion(pkg.clientId, pkg.companyId, pkg.id, pkg.version),
  entity: 'PackagingVersion',
  packageId: pkg.id,
  version: pkg.version,
  ...record,
  snapshot: snapshotOf(pkg),
});

/**
 * The writes that keep a version in the change's own transaction: the version (never over one
 * written before) and the removal of the one that falls out of the kept window.
 */
export const versionWrites = (
  item: PackagingVersionItem,
  clientId: string,
  companyId: string,
): TransactItem[] => {
  const TableName = env().TABLE_NAME;
  const dropped = item.version - VERSIONS_KEPT;
  return [
    { Put: { TableName, Item: item, ConditionExpression: 'attribute_not_exists(pk)' } },
    ...(dropped >= 1
      ? [
          {
            Delete: {
              TableName,
              Key: tenantKeys.packageVersion(clientId, companyId, item.packageId, dropped),
            },
          },
        ]
      : []),
  ];
};

export const getVersion = (clientId: string, companyId: string, packageId: string, version: number) =>
  getItem<PackagingVersionItem>(tenantKeys.packageVersion(clientId, companyId, packageId, version));

/** A page of a packaging's versions, newest first. */
export const versionsPage = (
  packagePartition: string,
  query: { limit: number; cursor?: string | undefined },
) =>
  queryPage<PackagingVersionItem>({
    partition: packagePartition,
    sortKeyBeginsWith: tenantKeys.packageVersionPrefix,
    newestFirst: true,
    limit: query.limit,
    ...(query.cursor ? { cursor: query.cursor } : {}),
  });
