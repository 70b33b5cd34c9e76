import { tenantKeys } from '../data/keys';
import { getPackage, type PackageItem } from '../data/repositories/packages';
import { batchGetItems, deleteItem, nowIso, putItem, queryPage } from '../data/table';
import { AppError } from '../errors/app-error';
import type { Caller } from '../http/caller';
import { packageView } from './package-views';
import { companyOf } from './package-access';

type FavoriteItem = { pk: string; sk: string; packageId: string; companyId: string; createdAt: string };

/** Favourites are per user and per company; marking one twice is the same as once. */
export const addFavorite = async (caller: Caller, packageId: string) => {
  const companyId = companyOf(caller);
  if (!(await getPackage(caller.clientId, companyId, packageId))) throw new AppError('NOT_FOUND');
  await putItem({
    ...tenantKeys.favorite(caller.clientId, caller.userId, companyId, packageId),
    entity: 'UserPackageFavorite',
    userId: caller.userId,
    packageId,
    companyId,
    createdAt: nowIso(),
  });
};

export const removeFavorite = (caller: Caller, packageId: string) =>
  deleteItem(tenantKeys.favorite(caller.clientId, caller.userId, companyOf(caller), packageId));

/** The caller's favourites in the current company; deleted packages drop out. */
export const listFavorites = async (
  caller: Caller,
  query: { limit: number; cursor?: string | undefined },
) => {
  const page = await queryPage<FavoriteItem>({
    partition: tenantKeys.favoritesPartition(caller.clientId, caller.userId),
    sortKeyBeginsWith: `COMPANY#${companyOf(caller)}#`,
    limit: query.limit,
    ...(query.cursor ? { cursor: query.cursor } : {}),
  });
  const packages = await batchGetItems<PackageItem>(
    page.items.map((favorite) => tenantKeys.package(caller.clientId, favorite.companyId, favorite.packageId)),
  );
  const byId = new Map(packages.filter((item) => !item.deletedAt).map((item) => [item.id, item]));
  return {
    items: page.items.flatMap((favorite) => {
      const item = byId.get(favorite.packageId);
      return item ? [packageView(item, { favorite: true })] : [];
    }),
    nextCursor: page.nextCursor,
  };
};
