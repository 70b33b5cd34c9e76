import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../../lib/api-client';
import { useApi } from '../../../lib/api-context';
import { packageVersionsQueryKey } from '../../../lib/query-keys';

const versionsQueryOptions = (api: ApiClient, packageId: string) =>
  infiniteQueryOptions({
    queryKey: [...packageVersionsQueryKey(packageId), 'list'] as const,
    queryFn: ({ pageParam, signal }) =>
      api.call('packageVersions', { params: { packageId }, query: { cursor: pageParam }, signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
    select: (data) => data.pages.flatMap((page) => page.items),
  });

/** The versions of a packaging, newest first. */
export const usePackageVersions = (packageId: string) =>
  useInfiniteQuery(versionsQueryOptions(useApi(), packageId));

const diffQueryOptions = (api: ApiClient, packageId: string, from: number, to: number) =>
  queryOptions({
    queryKey: [...packageVersionsQueryKey(packageId), 'diff', from, to] as const,
    queryFn: ({ signal }) =>
      api.call('packageVersionDiff', { params: { packageId }, query: { from, to }, signal }),
  });

/** What changed between two versions, once two are chosen. */
export const useVersionDiff = (packageId: string, pair: readonly [number, number] | null) => {
  const api = useApi();
  return useQuery({
    ...diffQueryOptions(api, packageId, pair?.[0] ?? 0, pair?.[1] ?? 0),
    enabled: pair !== null,
  });
};
