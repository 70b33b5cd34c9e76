import { PAGE_LIMIT_MAX } from '@recyclens/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { readAllPages } from '../../../lib/all-pages';
import type { ApiClient } from '../../../lib/api-client';
import { useApi } from '../../../lib/api-context';

/** Under 'users', so approving or moving a user elsewhere refreshes the counts too. */
export const allUsersQueryKey = ['users', 'all'] as const;

/** Every user in the caller's scope, read page by page to the end. */
export const allUsersQueryOptions = (api: ApiClient) =>
  queryOptions({
    queryKey: allUsersQueryKey,
    queryFn: ({ signal }) =>
      readAllPages((cursor) => api.call('users', { query: { limit: PAGE_LIMIT_MAX, cursor }, signal })),
  });

export const useAllUsers = () => useQuery(allUsersQueryOptions(useApi()));
