import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../../lib/api-client';
import { useApi } from '../../../lib/api-context';

export const guidelinesQueryKey = ['guidelines'] as const;

export const guidelinesQueryOptions = (api: ApiClient) =>
  queryOptions({
    queryKey: guidelinesQueryKey,
    queryFn: ({ signal }) => api.call('guidelines', { signal }),
  });

export const useGuidelines = () => useQuery(guidelinesQueryOptions(useApi()));
