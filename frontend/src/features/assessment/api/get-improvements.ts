import type { Language, RouteQueryInput, Routes } from '@recyclens/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../../lib/api-client';
import { useApi } from '../../../lib/api-context';
import { packageResultsQueryKey } from '../../../lib/query-keys';

type ImprovementsQuery = Required<RouteQueryInput<Routes['packageImprovements']>>;

/**
 * The proposals for the packaging as saved, for one country and methodology. Kept under the
 * results' key: an edit or an assessment invalidates the results, and with them the proposals.
 */
export const packageImprovementsQueryOptions = (
  api: ApiClient,
  packageId: string,
  query: ImprovementsQuery,
  language: Language,
) =>
  queryOptions({
    queryKey: [...packageResultsQueryKey(packageId), 'improvements', query, language] as const,
    queryFn: ({ signal }) => api.call('packageImprovements', { params: { packageId }, query, signal }),
  });

export const usePackageImprovements = (packageId: string, query: ImprovementsQuery, language: Language) =>
  useQuery(packageImprovementsQueryOptions(useApi(), packageId, query, language));
