import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../../lib/api-client';
import { useApi } from '../../../lib/api-context';
import { packagesQueryKey } from '../../../lib/query-keys';

/** Under the packages key, so anything that invalidates packaging also refreshes an open editor. */
export const packageQueryKey = (packageId: string) => [...packagesQueryKey, 'detail', packageId] as const;

export const packageQueryOptions = (api: ApiClient, packageId: string) =>
  queryOptions({
    queryKey: packageQueryKey(packageId),
    queryFn: ({ signal }) => api.call('getPackage', { params: { packageId }, signal }),
  });

export const usePackage = (packageId: string) => useQuery(packageQueryOptions(useApi(), packageId));
