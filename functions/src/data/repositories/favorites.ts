import { tenantKeys } from '../keys';
import { decodeCursor, type Page } from '../pagination';
import {
  batchGetItems,
  batchWrite,
  cursorAfter,
  deleteItem,
  nowIso,
  putItem,
  queryAll,
  queryPage,
  type StoredItem,
} from '../table';
import type { IndexName } from '../table-schema';
import type { PackageItem } from './packages';

/** Whose favourites, in which company. */
export interface FavoritesOwner {
  clientId: string;
  userId: string;
  companyId: string;
}

export type FavoriteItem = StoredItem & { packageId: string; companyId: string; createdAt: string };

/** Marking a favourite twice is the same as once: the second put overwrites the first. */
export const putFavorite = (owner: FavoritesOwner, packageId: string) =>
  putItem({
    ...tenantKeys.favorite(owner.clientId, owner.userId, owner.companyId, packageId),
    entity: 'UserPackageFavorite',
    userId: owner.userId,
    packageId,
    companyId: owner.companyId,
    createdAt: nowIso(),
  });

export const deleteFavorite = (owner: FavoritesOwner, packageId: string) =>
  deleteItem(tenantKeys.favorite(owner.clientId, owner.userId, owner.companyId, packageId));

/** A page of the user's favourites in the company, in the order they were keyed. */
export const favoritesPage = (owner: FavoritesOwner, query: { limit: number; cursor?: string | undefined }) =>
  queryPage<FavoriteItem>({
    partition: tenantKeys.favoritesPartition(owner.clientId, owner.userId),
    sortKeyBeginsWith: `COMPANY#${owner.companyId}#`,
    limit: query.limit,
    ...(query.cursor ? { cursor: query.cursor } : {}),
  });

/** Every favourite of a user, in every company (the user is removed); not atomic, may be resent. */
export const deleteAllFavorites = async (clientId: string, userId: string) => {
  const favorites = await queryAll<StoredItem>(
    { partition: tenantKeys.favoritesPartition(clientId, userId), includeDeleted: true },
    Number.POSITIVE_INFINITY,
  );
  await batchWrite(favorites.map(({ pk, sk }) => ({ DeleteRequest: { Key: { pk, sk } } })));
};

/** A user keeps few favourites; past this many, the rest are not looked at. */
const FAVORITES_READ_MAX = 2000;

/** The user's favourite package ids in the company. */
export const favoriteIds = async (owner: FavoritesOwner): Promise<Set<string>> => {
  const favorites = await queryAll<{ pk: string; sk: string; packageId: string }>(
    {
      partition: tenantKeys.favoritesPartition(owner.clientId, owner.userId),
      sortKeyBeginsWith: `COMPANY#${owner.companyId}#`,
    },
    FAVORITES_READ_MAX,
  );
  return new Set(favorites.map((favorite) => favorite.packageId));
};

export interface FavoritesPageInput {
  /** The index the unfiltered list reads in this order, and its partition (for the cursor). */
  index: IndexName;
  partition: string;
  limit: number;
  newestFirst: boolean;
  cursor?: string;
  /** The list's other filters (project, category, search). */
  matches: (item: PackageItem) => boolean;
}

/** DynamoDB orders string keys by their UTF-8 bytes, so the pages here do too. */
const utf8 = (value: unknown) => Buffer.from(String(value), 'utf8');

/**
 * GET /packages?favorites=true: the user's favourites read by key and ordered here, by the very
 * sort key the unfiltered list's index holds, so both agree. Filtering the sorted index instead
 * would read every package of the company to find a handful (a page of 100 for each few favourites).
 * The cursor has the shape of the index's own, so it is checked like any other.
 */
export const favoritePackagesPage = async (
  owner: FavoritesOwner,
  input: FavoritesPageInput,
): Promise<Page<PackageItem>> => {
  const partitionAttribute = `${input.index}pk`;
  const sortAttribute = `${input.index}sk`;
  const after = decodeCursor(input.cursor, { attribute: partitionAttribute, value: input.partition })?.[
    sortAttribute
  ];
  const ids = await favoriteIds(owner);
  const packages = await batchGetItems<PackageItem>(
    [...ids].map((id) => tenantKeys.package(owner.clientId, owner.companyId, id)),
  );
  const direction = input.newestFirst ? -1 : 1;
  const ordered = packages
    // A deleted package has left every index, and one of another project is not in this partition.
    .filter((item) => item[partitionAttribute] === input.partition && input.matches(item))
    .sort((a, b) => direction * Buffer.compare(utf8(a[sortAttribute]), utf8(b[sortAttribute])))
    .filter(
      (item) => after === undefined || direction * Buffer.compare(utf8(item[sortAttribute]), utf8(after)) > 0,
    );
  const items = ordered.slice(0, input.limit);
  const last = items.at(-1);
  return {
    items,
    nextCursor: last && ordered.length > input.limit ? cursorAfter(last, input.index) : null,
  };
};
