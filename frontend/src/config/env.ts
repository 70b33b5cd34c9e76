import { z } from 'zod';

/** The local gateway's address, which the dev server talks to unless told otherwise. */
export const DEFAULT_API_URL = 'http://localhost:3000';

/**
 * Where a production build without VITE_API_URL finds the API: its own origin, which CloudFront
 * forwards to the API (docs/deploy.md), so one build serves every tenant host of a stage.
 */
export const SAME_ORIGIN_API_PATH = '/api';

const apiUrlSchema = z.union([z.url(), z.string().regex(/^\/[^/]/, 'a path such as /api')], {
  error: 'VITE_API_URL must be a URL or a path such as /api',
});

const envSchema = z.object({
  VITE_API_URL: apiUrlSchema.optional(),
  // Vite's flag for `vite build`.
  PROD: z.boolean().optional(),
});

/** Reads the build's environment; an invalid value is an error naming the variable. */
export const readEnv = (source: Record<string, unknown>) => {
  const result = envSchema.safeParse(source);
  if (!result.success) {
    throw new Error(
      `Invalid environment: ${result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`,
    );
  }
  const fallback = result.data.PROD === true ? SAME_ORIGIN_API_PATH : DEFAULT_API_URL;
  return { apiUrl: (result.data.VITE_API_URL ?? fallback).replace(/\/+$/, '') };
};
