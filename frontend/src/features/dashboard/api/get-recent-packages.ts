import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../../lib/api-client';
import { useApi } from '../../../lib/api-context';

/** Under 'packages', so whatever changes packaging refreshes the dashboard too. */
export const recentPackagesQueryKey = (limit: number) => ['packages', 'recent', { limit }] as const;

export const recentPackagesQueryOptions = (api: ApiClient, limit: number) =>
  queryOptions({
    queryKey: recentPackagesQueryKey(limit),
    queryFn: ({ signal }) =>
      api.call('packages', { query: { sortBy: 'updatedAt', order: 'desc', limit }, signal }),
  });

export const useRecentPackages = (limit: number) => useQuery(recentPackagesQueryOptions(useApi(), limit));
