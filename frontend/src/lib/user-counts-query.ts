import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from './api-client';
import { useApi } from './api-context';

/**
 * The caller's user counters (GET /users/counts): users awaiting approval and users per company,
 * one request at any number of users. Shared code, as user management and the company overview
 * both show them; under 'users', so saving a user refreshes them with the list.
 */
export const userCountsQueryKey = ['users', 'counts'] as const;

export const userCountsQueryOptions = (api: ApiClient) =>
  queryOptions({ queryKey: userCountsQueryKey, queryFn: ({ signal }) => api.call('userCounts', { signal }) });

export const useUserCounts = () => useQuery(userCountsQueryOptions(useApi()));
