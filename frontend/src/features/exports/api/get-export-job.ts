import type { RouteAnswer, Routes } from '@recyclens/shared';
import { useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../../lib/api-client';
import { useApi } from '../../../lib/api-context';
import { jobQueryOptions } from '../../../lib/job-polling';

export type ExportJob = RouteAnswer<Routes['exportJob']>;

export const exportJobQueryKey = (exportId: string) => ['exports', exportId] as const;

/** An export's progress, polled until it is done or failed. */
export const exportJobQueryOptions = (api: ApiClient, exportId: string) =>
  jobQueryOptions(exportJobQueryKey(exportId), (signal) =>
    api.call('exportJob', { params: { exportId }, signal }),
  );

export const useExportJob = (exportId: string) => useQuery(exportJobQueryOptions(useApi(), exportId));
