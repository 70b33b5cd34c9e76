/** The local gateway's address, which the dev server talks to unless told otherwise. */
export const DEFAULT_API_URL = 'http://localhost:3000';

/**
 * Where a production build without VITE_API_URL finds the API: its own origin, which CloudFront
 * forwards to the API (docs/deploy.md), so one build serves every tenant host of a stage.
 */
export const SAME_ORIGIN_API_PATH = '/api';

/** An absolute URL, or a path on the page's own origin (not `//host`, which is another origin). */
const isApiUrl = (value: unknown) =>
  typeof value === 'string' && (URL.canParse(value) || /^\/[^/]/.test(value));

/**
 * Reads the build's environment; an invalid value is an error naming the variable. Checked by
 * hand, not with zod: the app reads it as it starts, and the first load carries no zod (decision 059).
 */
export const readEnv = (source: Record<string, unknown>) => {
  const { VITE_API_URL: apiUrl, PROD: production } = source;
  if (apiUrl !== undefined && !isApiUrl(apiUrl)) {
    throw new Error('Invalid environment: VITE_API_URL must be a URL or a path such as /api');
  }
  // Vite's flag for `vite build`.
  if (production !== undefined && typeof production !== 'boolean') {
    throw new Error('Invalid environment: PROD must be true or false');
  }
  const fallback = production === true ? SAME_ORIGIN_API_PATH : DEFAULT_API_URL;
  return { apiUrl: ((apiUrl as string | undefined) ?? fallback).replace(/\/+$/, '') };
};
