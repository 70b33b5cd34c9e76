import { PAGE_LIMIT_DEFAULT, PAGE_LIMIT_MAX, type RouteQueryInput, type Routes } from '@recyclens/shared';
import { infiniteQueryOptions, useInfiniteQuery, useMutation } from '@tanstack/react-query';
import type { ApiClient } from '../../../lib/api-client';
import { useApi } from '../../../lib/api-context';
import { packageListsQueryKey } from '../../../lib/query-keys';

export type PackageListQuery = Pick<
  RouteQueryInput<Routes['packages']>,
  'search' | 'projectId' | 'categoryId' | 'favorites' | 'ppwr' | 'sortBy' | 'order'
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

/**
 * Every packaging the list's filter matches, as ids, read page after page in large pages up to
 * `max` (what one bulk action takes): "select all" covers the pages not loaded yet too.
 */
const readPackageIds = async (api: ApiClient, query: PackageListQuery, max: number) => {
  const ids: string[] = [];
  let cursor: string | undefined;
  do {
    const page = await api.call('packages', {
      query: { ...query, limit: PACKAGE_PAGE_SIZE, ...(cursor ? { cursor } : {}) },
    });
    ids.push(...page.items.map((item) => item.id));
    cursor = page.nextCursor ?? undefined;
  } while (cursor && ids.length < max);
  return { ids: ids.slice(0, max), complete: !cursor && ids.length <= max };
};

export const useAllPackageIds = (query: PackageListQuery, max: number) => {
  const api = useApi();
  return useMutation({ mutationFn: () => readPackageIds(api, query, max) });
};
