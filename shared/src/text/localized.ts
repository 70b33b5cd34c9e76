import * as z from 'zod';
import type { Language } from '../domain/enums';

/**
 * The languages product texts are written in (mails, findings, reports, guidelines, catalog
 * names), keyed in lower case as the API's `names` and `titles` objects are. A user's or a
 * request's Language ('EN', 'DE', 'FR') reads them through `localize`.
 */
export const contentLanguages = ['en', 'de', 'fr'] as const;
export type ContentLanguage = (typeof contentLanguages)[number];

/** A text, or anything said per language (a mail, a guideline), in each of the three. */
export type Localized<T = string> = Record<ContentLanguage, T>;

/** A Localized text in an answer (a lookup's names, a guideline's titles). */
export const localizedTextSchema = z.object({ en: z.string(), de: z.string(), fr: z.string() });

export const contentLanguageOf = (language: Language | ContentLanguage): ContentLanguage =>
  language.toLowerCase() as ContentLanguage;

/**
 * The text in the reader's language. A language can arrive unchecked (a cast request parameter, a
 * stored row older than its schema), so anything unknown reads English rather than undefined.
 */
export const localize = <T>(text: Localized<T>, language: Language | ContentLanguage): T =>
  text[contentLanguageOf(language)] ?? text.en;
