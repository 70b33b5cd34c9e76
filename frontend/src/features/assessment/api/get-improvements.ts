import type { Language, RouteQueryInput, Routes } from '@recyclens/shared';
import { useQuery } from '@tanstack/react-query';
import { useApi } from '../../../lib/api-context';
import { packageResultsQueryKey } from '../../../lib/query-keys';

type ImprovementsQuery = Required<RouteQueryInput<Routes['packageImprovements']>>;

/**
 * The proposals for the packaging as saved, for one country and methodology. Kept under the
 * results' key: an edit or an assessment invalidates the results, and with them the proposals.
 */
export const usePackageImprovements = (packageId: string, query: ImprovementsQuery, language: Language) => {
  const api = useApi();
  return useQuery({
    queryKey: [...packageResultsQueryKey(packageId), 'improvements', query, language] as const,
    queryFn: ({ signal }) => api.call('packageImprovements', { params: { packageId }, query, signal }),
  });
};
