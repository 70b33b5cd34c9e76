import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../../lib/api-client';
import { useApi } from '../../../lib/api-context';
import { packageQueryKey } from './get-package';

/** Keyed by the packaging's version: each saved version is checked once, a save checks again. */
const conformityQueryOptions = (api: ApiClient, packageId: string, version: number) =>
  queryOptions({
    queryKey: [...packageQueryKey(packageId), 'conformity', version] as const,
    queryFn: ({ signal }) => api.call('packageConformity', { params: { packageId }, query: {}, signal }),
  });

/** The packaging's PPWR conformity, asked for only once the user opens the section. */
export const usePackageConformity = (packageId: string, version: number, enabled: boolean) =>
  useQuery({ ...conformityQueryOptions(useApi(), packageId, version), enabled });
