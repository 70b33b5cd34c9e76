// First: it configures zod before any schema parses (the first load carries no zod, decision 059; the
// setting is on zod's core, which every later chunk with zod shares).
import '../config/zod';
import { applyTheme, cachedTheme } from '../lib/tenant/get-theme';
import { createApp } from './app';

export { App } from './app';

/**
 * The app's half of the start (main.tsx has the other): zod with the shared schemas, the router
 * with its routes and search schemas, the API client. main.tsx loads this module on its own, so
 * its evaluation is a task apart from the entry's (React, Lingui): on a phone's CPU the two were
 * one task of ~240 ms, all of it blocking time.
 */
export const startApp = () => {
  // Paint the last known tenant colours before the first render (docs/product.md#tenant-theme-and-pop-ups).
  applyTheme(cachedTheme());
  return createApp();
};
