import * as z from 'zod';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../domain/constants';
import { validationMessages as m } from './messages';

/** A required, trimmed text. The same message answers a missing and an empty value. */
export const requiredText = (message: string, max = 200) =>
  z.string({ error: message }).trim().min(1, { error: message }).max(max, { error: m.tooLong });

export const optionalText = (max = 2000) => z.string().trim().max(max, { error: m.tooLong });

export const emailField = z
  .string({ error: m.emailRequired })
  .trim()
  .min(1, { error: m.emailRequired })
  .max(254, { error: m.emailInvalid })
  .pipe(z.email({ error: m.emailInvalid }));

export const passwordField = z
  .string({ error: m.passwordRequired })
  .min(1, { error: m.passwordRequired })
  .min(PASSWORD_MIN_LENGTH, { error: m.passwordTooShort })
  .max(PASSWORD_MAX_LENGTH, { error: m.passwordTooLong });

/** Entity ids are server-made (UUIDs or slugs); the cap keeps keys small and logs clean. */
export const idField = z
  .string()
  .min(1)
  .max(64)
  .regex(/^[A-Za-z0-9_-]+$/, { error: 'Invalid id' });

/** A site origin such as https://acme.example.com (protocol plus host, SPEC.md §2). */
export const siteUrlField = z
  .string()
  .trim()
  .max(300)
  .pipe(z.url({ protocol: /^https?$/, error: 'Invalid URL' }));

export const hexColorField = z.string().regex(/^#[0-9a-fA-F]{6}$/, { error: 'Use a colour like #1a2b3c' });
