import { PAGE_LIMIT_MAX } from '@recyclens/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { readAllPages } from '../all-pages';
import type { ApiClient } from '../api-client';
import { useApi } from '../api-context';
import { projectsQueryKey } from '../query-keys';

const projectListQueryKey = [...projectsQueryKey, 'list', { sortBy: 'name', order: 'asc' }] as const;

/**
 * Every project of the company, not a first page: the panel, the project filter and the project
 * pickers must offer the 101st project as well as the first (a company may well have hundreds).
 */
const projectListQueryOptions = (api: ApiClient) =>
  queryOptions({
    queryKey: projectListQueryKey,
    queryFn: ({ signal }) =>
      readAllPages((cursor) =>
        api.call('projects', {
          query: { sortBy: 'name', order: 'asc', limit: PAGE_LIMIT_MAX, cursor },
          signal,
        }),
      ),
  });

/** The current company's projects by name, with their packaging count. */
export const useProjectList = () => useQuery(projectListQueryOptions(useApi()));
