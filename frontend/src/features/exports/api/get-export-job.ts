import type { RouteAnswer, Routes } from '@recyclens/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../../lib/api-client';
import { useApi } from '../../../lib/api-context';

export type ExportJob = RouteAnswer<Routes['exportJob']>;

/** How often a running export is asked about. */
export const EXPORT_POLL_MS = 1000;

export const exportJobQueryKey = (exportId: string) => ['exports', exportId] as const;

export const isExportFinished = (job: ExportJob | undefined) =>
  job?.status === 'done' || job?.status === 'failed';

/**
 * An export's progress, asked for every second until it is done or failed. A failed poll stops
 * the polling (no retries, SPEC.md §4) until the user tries again.
 */
export const exportJobQueryOptions = (api: ApiClient, exportId: string) =>
  queryOptions({
    queryKey: exportJobQueryKey(exportId),
    queryFn: ({ signal }) => api.call('exportJob', { params: { exportId }, signal }),
    // Only the polling refreshes a job: the answer of the create call is already current.
    staleTime: Infinity,
    refetchInterval: (query) =>
      query.state.status === 'error' || isExportFinished(query.state.data) ? false : EXPORT_POLL_MS,
  });

export const useExportJob = (exportId: string) => useQuery(exportJobQueryOptions(useApi(), exportId));
