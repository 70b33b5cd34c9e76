import type { Client } from '@recyclens/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../../../lib/api-client';
import { useApi } from '../../../lib/api-context';
import { siteUrl } from '../../../lib/site';
import { clientByUrlQueryOptions } from '../../../lib/tenant/get-client-by-url';
import { clientQueryOptions } from '../../../lib/tenant/get-client';
import { themeLogoQueryOptions } from '../../../lib/tenant/get-theme-logo';
import { themeQueryOptions } from '../../../lib/tenant/get-theme';
import { tenantSettingsQueryKey } from './get-tenant-settings';

/**
 * Every settings call answers the whole tenant. It becomes the cached settings, the theme is
 * swapped in place so the app re-themes at once, and the other views of the tenant reload.
 */
export const useApplySettings = () => {
  const api = useApi();
  const queryClient = useQueryClient();
  return async (settings: Client, { logoChanged = false } = {}) => {
    const url = siteUrl();
    queryClient.setQueryData(tenantSettingsQueryKey, settings);
    queryClient.setQueryData(themeQueryOptions(api, url).queryKey, settings.theme);
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: clientQueryOptions(api).queryKey }),
      queryClient.invalidateQueries({ queryKey: clientByUrlQueryOptions(api, url).queryKey }),
      logoChanged
        ? queryClient.invalidateQueries({ queryKey: themeLogoQueryOptions(api, url).queryKey })
        : undefined,
    ]);
  };
};

/** A settings call as a mutation whose answer, the whole tenant, is applied as above. */
export const useSettingsChange = <TInput>(
  call: (api: ApiClient, input: TInput) => Promise<Client>,
  options: { logoChanged?: boolean } = {},
) => {
  const api = useApi();
  const apply = useApplySettings();
  return useMutation({
    mutationFn: (input: TInput) => call(api, input),
    onSuccess: (settings) => apply(settings, options),
  });
};
