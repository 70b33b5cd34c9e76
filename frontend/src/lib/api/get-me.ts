import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../api-client';
import { useApi } from '../api-context';
import { useToken } from '../session';
import { meQueryKey } from '../query-keys';

export const meQueryOptions = (api: ApiClient) =>
  queryOptions({ queryKey: meQueryKey, queryFn: ({ signal }) => api.call('me', { signal }) });

/**
 * docs/product.md#authentication: the current user is loaded while a token exists; a failure leaves no user (the
 * query's error is logged by the query cache).
 */
export const useMe = () => {
  const api = useApi();
  const token = useToken();
  const query = useQuery({ ...meQueryOptions(api), enabled: Boolean(token) });
  return { ...query, user: token && !query.isError ? query.data : undefined };
};
