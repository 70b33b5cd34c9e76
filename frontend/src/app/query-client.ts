import { QUERY_RETRIES } from '@recyclens/shared';
import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';

/** docs/product.md#constants-and-limits: queries are not retried; failures are logged (the user gets none or a message). */
export const createQueryClient = () =>
  new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) =>
        console.warn(`Query ${JSON.stringify(query.queryKey)} failed:`, error.message),
    }),
    mutationCache: new MutationCache(),
    defaultOptions: {
      queries: { retry: QUERY_RETRIES, refetchOnWindowFocus: false, staleTime: 30_000 },
      mutations: { retry: QUERY_RETRIES },
    },
  });
