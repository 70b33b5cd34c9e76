import * as z from 'zod';
import { PAGE_LIMIT_DEFAULT, PAGE_LIMIT_MAX } from '../domain/constants';
import { notificationTypeSchema, notificationTypes } from '../domain/enums';
import { fieldError as code } from '../validation/field-errors';
import { idField, siteUrlField, wholeNumberParam } from '../validation/fields';

export const okSchema = z.object({ success: z.literal(true) });

export const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({ items: z.array(item), nextCursor: z.string().nullable() });

export const limitParam = wholeNumberParam(
  z
    .number({ error: code.LIMIT_NOT_A_WHOLE_NUMBER })
    .int({ error: code.LIMIT_NOT_A_WHOLE_NUMBER })
    .min(1, { error: code.LIMIT_OUT_OF_RANGE })
    .max(PAGE_LIMIT_MAX, { error: code.LIMIT_OUT_OF_RANGE }),
).default(PAGE_LIMIT_DEFAULT);

/** Path parameters of the routes about one user. */
export const userIdParams = z.object({ userId: idField });

/**
 * Sealed cursors are base64url (http/page-cursors.ts): saying so keeps every URL the document calls
 * valid far below what a gateway reads (2,048 multi-byte characters would be 18 KB encoded).
 */
export const cursorParam = z
  .string()
  .max(2048)
  .regex(/^[A-Za-z0-9_-]*$/, { error: code.INVALID_FORMAT })
  .optional()
  .describe(
    'The nextCursor of the previous page, as given: opaque, and valid only on this list for this caller',
  );

export const orderParam = z.enum(['asc', 'desc']).default('asc');

export const siteUrlQuery = z.object({ url: siteUrlField });

/** `types=NEW_USER,NEW_PACKAGE` (or repeated) → a list of notification types. */
export const notificationTypesParam = z
  .preprocess(
    (value) =>
      typeof value === 'string'
        ? value
            .split(',')
            .map((part) => part.trim())
            .filter(Boolean)
        : value,
    z.array(notificationTypeSchema).max(notificationTypes.length),
  )
  .optional();
