import { userStatusSchema } from '@recyclens/shared';
import { z } from 'zod';

/** User management's URL contract: the status filter survives a reload or a shared link. */
export const usersSearchSchema = z.object({
  status: userStatusSchema.optional().catch(undefined),
});
export type UsersSearch = z.infer<typeof usersSearchSchema>;
