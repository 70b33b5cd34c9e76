import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../../lib/api-client';
import { useApi } from '../../../lib/api-context';

export const recentProjectsQueryKey = (limit: number) => ['projects', 'recent', { limit }] as const;

export const recentProjectsQueryOptions = (api: ApiClient, limit: number) =>
  queryOptions({
    queryKey: recentProjectsQueryKey(limit),
    queryFn: ({ signal }) =>
      api.call('projects', { query: { sortBy: 'updatedAt', order: 'desc', limit }, signal }),
  });

export const useRecentProjects = (limit: number) => useQuery(recentProjectsQueryOptions(useApi(), limit));
