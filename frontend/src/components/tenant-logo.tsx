import { CLIENT_LOGO_HEIGHT } from '@recyclens/shared';
import { useQuery } from '@tanstack/react-query';
import { useApi } from '../lib/api-context';
import { siteUrl } from '../lib/site';
import { themeLogoQueryOptions } from '../lib/tenant/get-theme-logo';
import { useTenant } from '../lib/tenant/get-client-by-url';

/**
 * The tenant's logo for this site, with a divider before it; nothing when it has none. The logo
 * is asked for only when the tenant says it has one (its logoUrl): a tenant without a logo made
 * every page request an image that was not one (issue 36 §6).
 */
export const TenantLogo = () => {
  const tenant = useTenant();
  const hasLogo = Boolean(tenant.data?.logoUrl);
  const logo = useQuery({ ...themeLogoQueryOptions(useApi(), siteUrl()), enabled: hasLogo });
  // A logo removed in the settings stays cached until the next upload; the tenant's word counts.
  if (!hasLogo || !logo.data) return null;
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
