import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../api-client';

/** The tenant logo as an object URL, or null when the tenant has none. */
export const themeLogoQueryOptions = (api: ApiClient, url: string) =>
  queryOptions({
    queryKey: ['theme-logo', url],
    queryFn: async ({ signal }) => {
      const blob = await api.fetchFile('themeLogo', { query: { url }, signal });
      return blob ? URL.createObjectURL(blob) : null;
    },
    staleTime: Infinity,
  });
