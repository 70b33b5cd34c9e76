import { getPackage, packagesOfCompany } from '../../data/repositories/packages';
import { deleteFavorite, favoritesPage, putFavorite } from '../../data/repositories/favorites';
import { AppError } from '../../errors/app-error';
import type { Caller } from '../../http/caller';
import { packageView } from './package-views';
import { companyOf } from './package-access';

const ownerOf = (caller: Caller) => ({
  clientId: caller.clientId,
  userId: caller.userId,
  companyId: companyOf(caller),
});

/** Favourites are per user and per company; marking one twice is the same as once. */
export const addFavorite = async (caller: Caller, packageId: string) => {
  const companyId = companyOf(caller);
  if (!(await getPackage(caller.clientId, companyId, packageId))) throw new AppError('NOT_FOUND');
  await putFavorite(ownerOf(caller), packageId);
};

export const removeFavorite = (caller: Caller, packageId: string) =>
  deleteFavorite(ownerOf(caller), packageId);

/** The caller's favourites in the current company; deleted packages drop out. */
export const listFavorites = async (
  caller: Caller,
  query: { limit: number; cursor?: string | undefined },
) => {
  const page = await favoritesPage(ownerOf(caller), query);
  // The page holds the company's favourites only (favoritesPage), so their packaging is the company's.
  const packages = await packagesOfCompany(
    caller.clientId,
    companyOf(caller),
    page.items.map((favorite) => favorite.packageId),
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
