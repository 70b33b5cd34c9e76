import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../../lib/api-client';
import { useApi } from '../../../lib/api-context';

export const tenantSettingsQueryKey = ['tenant-settings'] as const;

export const tenantSettingsQueryOptions = (api: ApiClient) =>
  queryOptions({
    queryKey: tenantSettingsQueryKey,
    queryFn: ({ signal }) => api.call('tenantSettings', { signal }),
  });

export const useTenantSettings = () => useQuery(tenantSettingsQueryOptions(useApi()));
