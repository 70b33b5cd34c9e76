import type { Notification } from '@recyclens/shared';
import { z } from 'zod';

/**
 * The facts each notification type carries in `meta` (written by the services that raise it).
 * Every fact is optional: an older or partial notification still reads as a sentence.
 */
const text = z.string().min(1).optional().catch(undefined);
const count = z.number().int().min(0).optional().catch(undefined);

const factsSchema = z.object({
  by: text,
  name: text,
  packageId: text,
  projectId: text,
  templateId: text,
  exportId: text,
  userId: text,
  firstName: text,
  lastName: text,
  company: text,
  format: z.enum(['pdf', 'xlsx']).optional().catch(undefined),
  imported: count,
  packages: count,
});

export type NotificationFacts = z.infer<typeof factsSchema>;

export const notificationFacts = (notification: Notification): NotificationFacts =>
  factsSchema.parse(notification.meta);
