import { PAGE_LIMIT_MAX, type RouteQueryInput, type Routes } from '@recyclens/shared';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../../lib/api-client';
import { useApi } from '../../../lib/api-context';

/** Everything about packaging lives under this key: invalidate it after creating, deleting or importing. */
export const packagesQueryKey = ['packages'] as const;

/** The overview's lists, one per filter and sort order. */
export const packageListsQueryKey = [...packagesQueryKey, 'list'] as const;

export type PackageListQuery = Pick<
  RouteQueryInput<Routes['packages']>,
  'search' | 'projectId' | 'categoryId' | 'favorites' | 'sortBy' | 'order'
>;

export const packageListQueryKey = (query: PackageListQuery) => [...packageListsQueryKey, query] as const;

/** Large pages: scrolling through thousands of packaging costs few round trips. */
export const PACKAGE_PAGE_SIZE = PAGE_LIMIT_MAX;

export const packageListQueryOptions = (api: ApiClient, query: PackageListQuery) =>
  infiniteQueryOptions({
    queryKey: packageListQueryKey(query),
    queryFn: ({ pageParam, signal }) =>
      api.call('packages', { query: { ...query, limit: PACKAGE_PAGE_SIZE, cursor: pageParam }, signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });

export const usePackageList = (query: PackageListQuery) =>
  useInfiniteQuery(packageListQueryOptions(useApi(), query));
