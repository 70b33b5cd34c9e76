import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../../lib/api-client';
import { useApi } from '../../../lib/api-context';
import { templatesQueryKey } from '../../../lib/query-keys';

export const templatesQueryOptions = (api: ApiClient) =>
  queryOptions({ queryKey: templatesQueryKey, queryFn: ({ signal }) => api.call('templates', { signal }) });

export const useTemplates = (enabled: boolean) => useQuery({ ...templatesQueryOptions(useApi()), enabled });
