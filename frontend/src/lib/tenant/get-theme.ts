import { defaultTheme, storageKeys, themeSchema, type Theme } from '@recyclens/shared';
import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../api-client';
import { storage } from '../storage';

export const themeQueryOptions = (api: ApiClient, url: string) =>
  queryOptions({
    queryKey: ['theme', url],
    queryFn: ({ signal }) => api.call('theme', { query: { url }, signal }),
    staleTime: Infinity,
  });

/** The last theme the server gave, so a reload paints the tenant's colours before it answers. */
export const cachedTheme = (): Theme => {
  const parsed = themeSchema.safeParse(JSON.parse(storage.get(storageKeys.theme) ?? 'null'));
  return parsed.success ? parsed.data : defaultTheme;
};

export const cacheTheme = (theme: Theme) => storage.set(storageKeys.theme, JSON.stringify(theme));

export const applyTheme = (theme: Theme) => {
  const style = document.documentElement.style;
  style.setProperty('--color-primary', theme.primaryColor);
  style.setProperty('--color-secondary', theme.secondaryColor);
};
