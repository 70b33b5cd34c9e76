import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../../lib/api-client';
import { useApi } from '../../../lib/api-context';
import { packagesQueryKey } from '../../../lib/query-keys';

/** Under the packaging's own key, so what refreshes the packaging refreshes it too. */
const packageEprEstimateQueryKey = (packageId: string) =>
  [...packagesQueryKey, 'detail', packageId, 'epr-estimate'] as const;

/** Keyed by the packaging's version and the year: a save estimates again. */
const eprEstimateQueryOptions = (api: ApiClient, packageId: string, version: number, year: number) =>
  queryOptions({
    queryKey: [...packageEprEstimateQueryKey(packageId), version, year] as const,
    queryFn: ({ signal }) =>
      api.call('packageEprEstimate', { params: { packageId }, query: { year }, signal }),
  });

/** The packaging's EPR fee estimate for a year, asked for only once the user opens the section. */
export const useEprEstimate = (packageId: string, version: number, year: number, enabled: boolean) =>
  useQuery({ ...eprEstimateQueryOptions(useApi(), packageId, version, year), enabled });
