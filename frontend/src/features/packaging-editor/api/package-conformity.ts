import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../../lib/api-client';
import { useApi } from '../../../lib/api-context';
import { packageQueryKey } from './get-package';

/** Under the packaging's key, so a save (which refreshes the packaging) checks it again. */
const conformityQueryOptions = (api: ApiClient, packageId: string) =>
  queryOptions({
    queryKey: [...packageQueryKey(packageId), 'conformity'] as const,
    queryFn: ({ signal }) => api.call('packageConformity', { params: { packageId }, query: {}, signal }),
  });

/** The packaging's PPWR conformity, asked for only once the user opens the section. */
export const usePackageConformity = (packageId: string, enabled: boolean) =>
  useQuery({ ...conformityQueryOptions(useApi(), packageId), enabled });
