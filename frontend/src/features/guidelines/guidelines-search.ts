import { idField } from '@recyclens/shared';
import { z } from 'zod';

/**
 * The guidelines page's URL contract: `?id=aluminium` names the open guideline, so a reload or a
 * shared link shows it again. A broken value is dropped instead of failing the page.
 */
export const guidelinesSearchSchema = z.object({
  id: z.coerce.string().pipe(idField).optional().catch(undefined),
});
export type GuidelinesSearch = z.infer<typeof guidelinesSearchSchema>;
