import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../api-client';
import { useApi } from '../api-context';
import { companiesQueryKey } from '../query-keys';

export const companiesQueryOptions = (api: ApiClient) =>
  queryOptions({ queryKey: companiesQueryKey, queryFn: ({ signal }) => api.call('companies', { signal }) });

export const useCompanies = (enabled: boolean) => useQuery({ ...companiesQueryOptions(useApi()), enabled });
