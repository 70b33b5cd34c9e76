import * as z from 'zod';
import { notificationTypeSchema } from './enums';
import { dateTime, stored } from './stored-entity';
import { localizedTextSchema } from '../text/localized';

export const notificationSchema = stored({
  companyId: z.string().optional(),
  type: notificationTypeSchema,
  /** Facts the UI turns into a sentence (names, ids); never secrets. */
  meta: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])),
});
export type Notification = z.infer<typeof notificationSchema>;

/** A short-lived link to a file in storage (guidelines, exports). */
export const fileLinkSchema = z.object({ url: z.string(), expiresAt: dateTime });

export const guidelineSchema = z.object({
  id: z.string(),
  title: z.string(),
  titles: localizedTextSchema,
  version: z.string(),
  updatedAt: dateTime,
});
export type Guideline = z.infer<typeof guidelineSchema>;
