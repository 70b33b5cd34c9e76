export interface CspSources {
  /** Origins the SPA calls: the API (when not reached through `/api/*`) and the upload buckets. */
  readonly connect: readonly string[];
  /** Origins images come from besides the SPA itself (the API serves logos and pictures). */
  readonly images: readonly string[];
}

/**
 * The SPA's content security policy. Vite's build has no inline script or style (React sets
 * styles through the CSSOM, which CSP does not govern), fonts are self-hosted, so everything
 * but API calls and images is same-origin.
 */
export const contentSecurityPolicy = (sources: CspSources): string =>
  [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self'",
    "font-src 'self'",
    ['img-src', "'self'", 'data:', 'blob:', ...sources.images].join(' '),
    ['connect-src', "'self'", ...sources.connect].join(' '),
    "manifest-src 'self'",
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    'upgrade-insecure-requests',
  ].join('; ');
