import { PAGE_LIMIT_DEFAULT, PAGE_LIMIT_MAX, type RouteQueryInput, type Routes } from '@recyclens/shared';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../../lib/api-client';
import { useApi } from '../../../lib/api-context';

/** User management's lists, one per search, filter and order; under 'users' with the counters. */
export const userListsQueryKey = ['users', 'list'] as const;

export type UserListQuery = Pick<
  RouteQueryInput<Routes['users']>,
  'search' | 'status' | 'role' | 'companyId' | 'sortBy' | 'order'
>;

interface PageParam {
  cursor?: string;
  limit: number;
}

/**
 * The users in the caller's scope, searched, filtered and sorted on the server, page by page: the
 * first page fills the view, later ones (asked with "Show more") are larger.
 */
export const userListQueryOptions = (api: ApiClient, query: UserListQuery) =>
  infiniteQueryOptions({
    queryKey: [...userListsQueryKey, query] as const,
    queryFn: ({ pageParam, signal }) => api.call('users', { query: { ...query, ...pageParam }, signal }),
    initialPageParam: { limit: PAGE_LIMIT_DEFAULT } as PageParam,
    getNextPageParam: (page): PageParam | undefined =>
      page.nextCursor ? { cursor: page.nextCursor, limit: PAGE_LIMIT_MAX } : undefined,
  });

export const useUserList = (query: UserListQuery) => useInfiniteQuery(userListQueryOptions(useApi(), query));
