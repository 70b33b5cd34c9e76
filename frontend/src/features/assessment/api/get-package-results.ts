import type { Language } from '@recyclens/shared';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../../lib/api-client';
import { useApi } from '../../../lib/api-context';
import { packageResultsQueryKey } from '../../../lib/query-keys';

/**
 * The server writes findings in the user's stored language, so the language is part of the key:
 * when the user switches language (and it is saved), the history is fetched again in it.
 */
export const packageResultsQueryOptions = (api: ApiClient, packageId: string, language: Language) =>
  infiniteQueryOptions({
    queryKey: [...packageResultsQueryKey(packageId), language] as const,
    queryFn: ({ pageParam, signal }) =>
      api.call('packageResults', { params: { packageId }, query: { cursor: pageParam }, signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
    select: (data) => data.pages.flatMap((page) => page.items),
  });

/** The assessment history of a packaging, newest first. */
export const usePackageResults = (packageId: string, language: Language) =>
  useInfiniteQuery(packageResultsQueryOptions(useApi(), packageId, language));
