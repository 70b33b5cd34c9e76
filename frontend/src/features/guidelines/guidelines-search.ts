import { searchId, searchParams, type SearchValues } from '../../lib/url-params';

/**
 * The guidelines page's URL contract: `?id=aluminium` names the open guideline, so a reload or a
 * shared link shows it again. A broken value is dropped instead of failing the page.
 */
export const guidelinesSearchSchema = searchParams({
  id: searchId,
});
export type GuidelinesSearch = SearchValues<typeof guidelinesSearchSchema>;
