import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LookupKind } from '@recyclens/shared';
import type { ApiClient } from './api-client';
import { useApi } from './api-context';

/**
 * The whole lookups answer under one key, so every screen (overview, editor, dashboard) shares the
 * one cached copy. Shared code rather than a feature's, as several features read it.
 */
const lookupsQueryKey = ['lookups'] as const;

export const lookupsQueryOptions = (api: ApiClient) =>
  queryOptions({ queryKey: lookupsQueryKey, queryFn: ({ signal }) => api.call('lookups', { signal }) });

/** One kind of lookup's names by id, in the reader's language. */
export const useLookupNames = (kind: LookupKind) =>
  useQuery({
    ...lookupsQueryOptions(useApi()),
    select: (lookups) => new Map((lookups[kind] ?? []).map((entry) => [entry.id, entry.name])),
  });
