import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../../lib/api-client';
import { useApi } from '../../../lib/api-context';

export const favoritePackagesQueryKey = (limit: number) => ['packageFavorites', 'recent', { limit }] as const;

export const favoritePackagesQueryOptions = (api: ApiClient, limit: number) =>
  queryOptions({
    queryKey: favoritePackagesQueryKey(limit),
    queryFn: ({ signal }) => api.call('packageFavorites', { query: { limit }, signal }),
  });

export const useFavoritePackages = (limit: number) => useQuery(favoritePackagesQueryOptions(useApi(), limit));
