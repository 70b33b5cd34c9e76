import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../api-client';
import { useApi } from '../api-context';
import { siteUrl } from '../site';
import { useSignedInClient } from './get-client';

/** The tenant's public facts (name, contact e-mail, FAQs), readable before signing in. */
export const clientByUrlQueryOptions = (api: ApiClient, url: string) =>
  queryOptions({
    queryKey: ['client-by-url', url],
    queryFn: ({ signal }) => api.call('clientByUrl', { query: { url }, signal }),
    staleTime: 5 * 60_000,
  });

/**
 * The tenant as this page should show it: the signed-in user's own tenant when there is one
 * (GET /client), otherwise the one registered for this site.
 */
export const useTenant = () => {
  const bySite = useQuery(clientByUrlQueryOptions(useApi(), siteUrl()));
  const own = useSignedInClient();
  return own ? { ...bySite, data: own, isPending: false as const } : bySite;
};
