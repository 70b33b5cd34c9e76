import {
  changedFieldsOf,
  diffPackaging,
  type RouteAnswerJson,
  type Routes,
  type VersionEvent,
  type VersionOrigin,
} from '@recyclens/shared';
import type { PackageFields } from '../../data/repositories/packages';
import {
  getVersion,
  packagingOwnFieldsOf,
  snapshotOf,
  versionItem,
  versionsPage,
  versionWrites,
  type PackagingVersionItem,
  type StoredSnapshot,
} from '../../data/repositories/packaging-versions';
import { usersByIds } from '../../data/repositories/users';
import type { TransactItem } from '../../data/transactions';
import { AppError } from '../../errors/app-error';
import type { Caller } from '../../http/caller';
import { requirePackage } from './package-access';

type VersionJson = RouteAnswerJson<Routes['packageVersions']>['items'][number];
type SnapshotJson = RouteAnswerJson<Routes['packageVersion']>['snapshot'];

/** Where a change came from, and what it copied or brought back. */
export interface ChangeOrigin {
  origin: VersionOrigin;
  copiedFrom?: string;
  restoredFrom?: number;
}

/** A snapshot as the wire and the diff see it: components with the packaging's id, as GET /packages/{id}. */
export const snapshotView = (packageId: string, snapshot: StoredSnapshot): SnapshotJson => ({
  ...packagingOwnFieldsOf(snapshot),
  components: snapshot.components.map((component) => ({ ...component, packageId })),
});

/** What changed from one stored state to another (fields, and components matched by id). */
export const diffSnapshots = (packageId: string, before: StoredSnapshot, after: StoredSnapshot) =>
  diffPackaging(snapshotView(packageId, before), snapshotView(packageId, after));

/**
 * The writes that record a change of a packaging as its new version, for the change's own
 * transaction (no version without its change, no change without its version). `before` is the
 * packaging as it was (absent for a new one), `after` as it is now, already at its new version.
 */
export const historyWrites = (
  caller: Caller,
  before: PackageFields | undefined,
  after: PackageFields,
  event: VersionEvent,
  change: ChangeOrigin,
): TransactItem[] =>
  versionWrites(newVersionItem(caller, before, after, event, change), after.clientId, after.companyId);

/** The version item of a change; an import writes it in the batch of the packaging it creates. */
export const newVersionItem = (
  caller: Caller,
  before: PackageFields | undefined,
  after: PackageFields,
  event: VersionEvent,
  change: ChangeOrigin,
): PackagingVersionItem =>
  versionItem(after, {
    event,
    origin: change.origin,
    actorId: caller.userId,
    at: after.updatedAt,
    changedFields:
      before && event === 'changed'
        ? changedFieldsOf(diffSnapshots(after.id, snapshotOf(before), snapshotOf(after)))
        : [],
    copiedFrom: change.copiedFrom ?? null,
    restoredFrom: change.restoredFrom ?? null,
  });

/** The names of the users who made `items`, read in one batch: what the user item says now. */
const actorNames = async (clientId: string, items: readonly PackagingVersionItem[]) => {
  const ids = [...new Set(items.map((item) => item.actorId))];
  const users = ids.length > 0 ? await usersByIds(clientId, ids) : [];
  return new Map(users.map((user) => [user.id, `${user.firstName} ${user.lastName}`]));
};

const versionView = (item: PackagingVersionItem, names: ReadonlyMap<string, string>): VersionJson => ({
  packageId: item.packageId,
  version: item.version,
  event: item.event,
  origin: item.origin,
  // A user no longer stored at all shows by id: the version still says who it was.
  actor: { id: item.actorId, name: names.get(item.actorId) ?? item.actorId },
  at: item.at,
  changedFields: item.changedFields,
  copiedFrom: item.copiedFrom,
  restoredFrom: item.restoredFrom,
});

/** A kept version of a packaging of the caller's company; one dropped or never written is not found. */
export const requireVersion = async (caller: Caller, packageId: string, version: number) => {
  const pkg = await requirePackage(caller, packageId);
  const item = await getVersion(pkg.clientId, pkg.companyId, pkg.id, version);
  if (!item) throw new AppError('NOT_FOUND');
  return { pkg, item };
};

export const listVersions = async (
  caller: Caller,
  packageId: string,
  query: { limit: number; cursor?: string | undefined },
) => {
  const pkg = await requirePackage(caller, packageId);
  const page = await versionsPage(pkg.pk, query);
  const names = await actorNames(caller.clientId, page.items);
  return { items: page.items.map((item) => versionView(item, names)), nextCursor: page.nextCursor };
};

export const readVersion = async (caller: Caller, packageId: string, version: number) => {
  const { item } = await requireVersion(caller, packageId, version);
  const names = await actorNames(caller.clientId, [item]);
  return { ...versionView(item, names), snapshot: snapshotView(item.packageId, item.snapshot) };
};

export const diffVersions = async (
  caller: Caller,
  packageId: string,
  query: { from: number; to: number },
) => {
  const [from, to] = await Promise.all([
    requireVersion(caller, packageId, query.from),
    requireVersion(caller, packageId, query.to),
  ]);
  return {
    from: query.from,
    to: query.to,
    ...diffSnapshots(packageId, from.item.snapshot, to.item.snapshot),
  };
};
