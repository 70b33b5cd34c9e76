import { CLIENT_LOGO_HEIGHT } from '@recyclens/shared';
import { useQuery } from '@tanstack/react-query';
import { useApi } from '../lib/api-context';
import { siteUrl } from '../lib/site';
import { themeLogoQueryOptions } from '../lib/tenant/get-theme-logo';
import { useTenant } from '../lib/tenant/get-client-by-url';

/** The tenant's logo for this site, with a divider before it; nothing when it has none. */
export const TenantLogo = () => {
  const logo = useQuery(themeLogoQueryOptions(useApi(), siteUrl()));
  const tenant = useTenant();
  if (!logo.data) return null;
  return (
    <>
      <span aria-hidden className="h-8 w-px bg-neutral-300" />
      <img
        src={logo.data}
        alt={tenant.data?.name ?? ''}
        style={{ height: CLIENT_LOGO_HEIGHT, width: 'auto' }}
      />
    </>
  );
};
