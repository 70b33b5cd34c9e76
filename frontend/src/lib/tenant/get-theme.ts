import { defaultTheme, storageKeys, type Theme } from '@recyclens/shared';
import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../api-client';
import { storage } from '../storage';
import { readTheme } from './first-load-routes';

export const themeQueryOptions = (api: ApiClient, url: string) =>
  queryOptions({
    queryKey: ['theme', url],
    queryFn: ({ signal }) => api.call('theme', { query: { url }, signal }),
    staleTime: Infinity,
  });

/** The last theme the server gave, so a reload paints the tenant's colours before it answers. */
export const cachedTheme = (): Theme =>
  readTheme(JSON.parse(storage.get(storageKeys.theme) ?? 'null')) ?? defaultTheme;

export const cacheTheme = (theme: Theme) => storage.set(storageKeys.theme, JSON.stringify(theme));

export const applyTheme = (theme: Theme) => {
  const style = document.documentElement.style;
  style.setProperty('--color-primary', theme.primaryColor);
  style.setProperty('--color-secondary', theme.secondaryColor);
};
