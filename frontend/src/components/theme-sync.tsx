import { defaultTheme } from '@recyclens/shared';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useApi } from '../lib/api-context';
import { siteUrl } from '../lib/site';
import { applyTheme, cacheTheme, themeQueryOptions } from '../lib/tenant/get-theme';

/** Keeps the CSS variables on the tenant's colours; the defaults when the server fails. */
export const ThemeSync = () => {
  const theme = useQuery(themeQueryOptions(useApi(), siteUrl()));
  useEffect(() => {
    if (theme.data) {
      applyTheme(theme.data);
      cacheTheme(theme.data);
    } else if (theme.isError) {
      applyTheme(defaultTheme);
    }
  }, [theme.data, theme.isError]);
  return null;
};
