import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../../lib/api-client';
import { useApi } from '../../../lib/api-context';

export const companiesQueryKey = ['companies'] as const;

export const companiesQueryOptions = (api: ApiClient) =>
  queryOptions({ queryKey: companiesQueryKey, queryFn: ({ signal }) => api.call('companies', { signal }) });

export const useCompanies = (enabled: boolean) => useQuery({ ...companiesQueryOptions(useApi()), enabled });
