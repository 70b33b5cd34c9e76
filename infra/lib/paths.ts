import { fileURLToPath } from 'node:url';

/** The monorepo root: the project root for bundling (its package-lock.json pins the deps). */
export const repoRoot = fileURLToPath(new URL('../../', import.meta.url));

/** Where the Lambda group entries of `groupEntryFiles` are relative to. */
export const functionsSourceDir = fileURLToPath(new URL('../../functions/src/', import.meta.url));

/** The SPA's production build (`npm run build -w frontend`). */
export const frontendDistDir = fileURLToPath(new URL('../../frontend/dist/', import.meta.url));
