import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../api-client';
import { useApi } from '../api-context';
import { useToken } from '../session';

export const clientQueryOptions = (api: ApiClient) =>
  queryOptions({ queryKey: ['client'], queryFn: ({ signal }) => api.call('client', { signal }) });

/** docs/product.md#tenant-theme-and-pop-ups: client information is fetched once a token exists; a failure leaves none. */
export const useSignedInClient = () => {
  const token = useToken();
  const query = useQuery({ ...clientQueryOptions(useApi()), enabled: Boolean(token) });
  return token && !query.isError ? query.data : undefined;
};
