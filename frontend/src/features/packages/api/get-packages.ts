import { PAGE_LIMIT_DEFAULT, PAGE_LIMIT_MAX, type RouteQueryInput, type Routes } from '@recyclens/shared';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../../lib/api-client';
import { useApi } from '../../../lib/api-context';
import { packageListsQueryKey } from '../../../lib/query-keys';

export type PackageListQuery = Pick<
  RouteQueryInput<Routes['packages']>,
  'search' | 'projectId' | 'categoryId' | 'favorites' | 'sortBy' | 'order'
>;

export const packageListQueryKey = (query: PackageListQuery) => [...packageListsQueryKey, query] as const;

/**
 * The first page holds what fills the view, so opening the overview is quick and cheap; later
 * pages, asked once the user scrolls, are large, so scrolling through thousands of packaging
 * costs few round trips.
 */
const FIRST_PAGE_SIZE = PAGE_LIMIT_DEFAULT;
const PACKAGE_PAGE_SIZE = PAGE_LIMIT_MAX;

interface PageParam {
  cursor?: string;
  limit: number;
}

export const packageListQueryOptions = (api: ApiClient, query: PackageListQuery) =>
  infiniteQueryOptions({
    queryKey: packageListQueryKey(query),
    queryFn: ({ pageParam, signal }) => api.call('packages', { query: { ...query, ...pageParam }, signal }),
    initialPageParam: { limit: FIRST_PAGE_SIZE } as PageParam,
    getNextPageParam: (page): PageParam | undefined =>
      page.nextCursor ? { cursor: page.nextCursor, limit: PACKAGE_PAGE_SIZE } : undefined,
  });

export const usePackageList = (query: PackageListQuery) =>
  useInfiniteQuery(packageListQueryOptions(useApi(), query));
