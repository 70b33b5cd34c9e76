import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../../lib/api-client';
import { useApi } from '../../../lib/api-context';
import { useToken } from '../../../lib/session';

export const meQueryKey = ['me'] as const;

export const meQueryOptions = (api: ApiClient) =>
  queryOptions({ queryKey: meQueryKey, queryFn: ({ signal }) => api.call('me', { signal }) });

/**
 * SPEC.md §4: the current user is loaded while a token exists; a failure leaves no user (the
 * query's error is logged by the query cache).
 */
export const useMe = () => {
  const api = useApi();
  const token = useToken();
  const query = useQuery({ ...meQueryOptions(api), enabled: Boolean(token) });
  return { ...query, user: token && !query.isError ? query.data : undefined };
};
