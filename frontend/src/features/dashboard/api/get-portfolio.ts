import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../../lib/api-client';
import { useApi } from '../../../lib/api-context';

export const portfolioQueryKey = ['portfolio'] as const;

export const portfolioQueryOptions = (api: ApiClient) =>
  queryOptions({
    queryKey: portfolioQueryKey,
    queryFn: ({ signal }) => api.call('portfolio', { signal }),
    // One small read: fresh on every visit, so an assessment made a moment ago is counted.
    staleTime: 0,
  });

/** The company's packaging per grade and country, from counters: one small call at any size. */
export const usePortfolio = () => useQuery(portfolioQueryOptions(useApi()));
