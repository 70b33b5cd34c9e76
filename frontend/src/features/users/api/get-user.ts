import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../../lib/api-client';
import { useApi } from '../../../lib/api-context';

export const userQueryKey = (userId: string) => ['users', 'detail', userId] as const;

export const userQueryOptions = (api: ApiClient, userId: string) =>
  queryOptions({
    queryKey: userQueryKey(userId),
    queryFn: ({ signal }) => api.call('user', { params: { userId }, signal }),
  });

export const useUser = (userId: string) => useQuery(userQueryOptions(useApi(), userId));
