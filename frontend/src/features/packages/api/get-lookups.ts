import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../../lib/api-client';
import { useApi } from '../../../lib/api-context';

/** The whole lookups answer under one key, so every screen shares the one cached copy. */
export const lookupsQueryKey = ['lookups'] as const;

export const lookupsQueryOptions = (api: ApiClient) =>
  queryOptions({ queryKey: lookupsQueryKey, queryFn: ({ signal }) => api.call('lookups', { signal }) });

/** Packaging categories in the reader's language, by name. */
export const useCategories = () =>
  useQuery({
    ...lookupsQueryOptions(useApi()),
    select: (lookups) => [...(lookups.category ?? [])].sort((a, b) => a.name.localeCompare(b.name)),
  });
