/**
 * Where the chosen language is remembered in the browser; the query parameter overrides it.
 * A module without imports: the build's route preload (route-preload.ts) reads them too.
 */
export const LANGUAGE_STORAGE_KEY = 'recyclens.language';
export const LANGUAGE_QUERY_PARAMETER = 'lang';
