import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../../lib/api-client';
import { useApi } from '../../../lib/api-context';
import { portfolioQueryKey } from './get-portfolio';

/** Under the portfolio's key: what refreshes the portfolio's counters refreshes the fees too. */
const portfolioEprQueryOptions = (api: ApiClient, year: number | undefined) =>
  queryOptions({
    queryKey: [...portfolioQueryKey, 'epr', year ?? 'current'] as const,
    queryFn: ({ signal }) => api.call('portfolioEpr', { query: year === undefined ? {} : { year }, signal }),
    // One small read from counters: fresh on every visit, so units saved a moment ago count.
    staleTime: 0,
  });

/** The company's yearly EPR fees per country; undefined year: the server's current year. */
export const usePortfolioEpr = (year: number | undefined) =>
  // The figures of the year picked before stay while the next year's arrive: the card keeps its size.
  useQuery({ ...portfolioEprQueryOptions(useApi(), year), placeholderData: keepPreviousData });
