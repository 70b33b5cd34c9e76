import type { Package, RouteAnswer, Routes } from '@recyclens/shared';
import { useMutation, useQueryClient, type InfiniteData, type Query } from '@tanstack/react-query';
import { useApi } from '../../../lib/api-context';
import { type PackageListQuery } from './get-packages';
import { packageListsQueryKey, packagesQueryKey } from '../../../lib/query-keys';

type PackagePages = InfiniteData<RouteAnswer<Routes['packages']>, string | undefined>;

/** The favourites list other screens keep (the dashboard's section). */
const packageFavoritesQueryKey = ['packageFavorites'] as const;

const withFavorite = (data: PackagePages | undefined, packageId: string, favorite: boolean) =>
  data && {
    ...data,
    pages: data.pages.map((page) => ({
      ...page,
      items: page.items.map((item: Package) => (item.id === packageId ? { ...item, favorite } : item)),
    })),
  };

/** An overview list not filtered by favourites already shows the right star after the optimistic update. */
const isUnaffectedList = (query: Query) => {
  const [, kind, filters] = query.queryKey as [string, string?, PackageListQuery?];
  return kind === packageListsQueryKey[1] && filters?.favorites !== 'true';
};

/**
 * Marks or unmarks a favourite. The star changes at once in every loaded list and goes back if
 * the server refuses, so the list never claims a state the server does not hold.
 */
export const useToggleFavorite = () => {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ packageId, favorite }: { packageId: string; favorite: boolean }) =>
      api.call(favorite ? 'addFavorite' : 'removeFavorite', { params: { packageId } }),
    onMutate: async ({ packageId, favorite }) => {
      await queryClient.cancelQueries({ queryKey: packageListsQueryKey });
      const previous = queryClient.getQueriesData<PackagePages>({ queryKey: packageListsQueryKey });
      queryClient.setQueriesData<PackagePages>({ queryKey: packageListsQueryKey }, (data) =>
        withFavorite(data, packageId, favorite),
      );
      return { previous };
    },
    onError: (_error, _input, context) => {
      for (const [queryKey, data] of context?.previous ?? []) queryClient.setQueryData(queryKey, data);
    },
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({
          queryKey: packagesQueryKey,
          predicate: (query) => !isUnaffectedList(query),
        }),
        queryClient.invalidateQueries({ queryKey: packageFavoritesQueryKey }),
      ]),
  });
};
