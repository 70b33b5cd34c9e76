/**
 * What an entity id is (server-made: UUIDs or slugs; the cap keeps keys small and logs clean),
 * without zod: idField checks it, and so do the web app's path and search parameters, which its
 * first load reads without zod (decision 059).
 */
export const idRule = { maxLength: 64, pattern: /^[A-Za-z0-9_-]+$/ } as const;
