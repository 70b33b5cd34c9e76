import { PAGE_LIMIT_MAX } from '@recyclens/shared';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../../lib/api-client';
import { useApi } from '../../../lib/api-context';

/** Everything about projects lives under this key: invalidate it when packaging counts or projects change. */
export const projectsQueryKey = ['projects'] as const;

export const projectListQueryKey = [...projectsQueryKey, 'list', { sortBy: 'name', order: 'asc' }] as const;

export const projectListQueryOptions = (api: ApiClient) =>
  infiniteQueryOptions({
    queryKey: projectListQueryKey,
    queryFn: ({ pageParam, signal }) =>
      api.call('projects', {
        query: { sortBy: 'name', order: 'asc', limit: PAGE_LIMIT_MAX, cursor: pageParam },
        signal,
      }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
    select: (data) => data.pages.flatMap((page) => page.items),
  });

/** The current company's projects by name, with their packaging count. */
export const useProjectList = () => useInfiniteQuery(projectListQueryOptions(useApi()));
