import * as z from 'zod';
import { localizedTextSchema, type ContentLanguage, type Localized } from '@recyclens/shared';
import texts from './note-texts.json' with { type: 'json' };

/**
 * The infrastructure rows' notes in German and French. A note is the row's English text, and a
 * stored finding keeps the note it was made with in its params, so the note is translated where it
 * is shown, by its English text: results made before a translation existed read in the reader's
 * language too. A note unknown here (a row reworded after a result was made) stays English rather
 * than vanish; test/language-catalogues.test.ts holds every row of today's table to a translation.
 *
 * The translations are a table, so they live in note-texts.json (decision 058): `closings`, the
 * sentences many notes close with, translated once; `notes`, each note without its closing
 * sentence. Checked when the module loads: every text in the three languages, none empty, each
 * English text once.
 */
const translationsSchema = z
  .array(
    localizedTextSchema
      .extend({ en: z.string().min(1), de: z.string().min(1), fr: z.string().min(1) })
      .strict(),
  )
  .refine((entries) => new Set(entries.map(({ en }) => en)).size === entries.length, 'an English text twice');

const { closings, notes } = z
  .object({ closings: translationsSchema, notes: translationsSchema })
  .strict()
  .parse(texts);

const noteByEnglish = new Map<string, Localized>(notes.map((note) => [note.en, note]));

const translated = (text: string, language: Exclude<ContentLanguage, 'en'>): string | undefined =>
  noteByEnglish.get(text)?.[language];

/** A row's note in the reader's language. */
export const noteIn = (note: string, language: ContentLanguage): string => {
  if (language === 'en') return note;
  const closing = closings.find(({ en }) => note.endsWith(` ${en}`));
  if (closing === undefined) return translated(note, language) ?? note;
  const own = translated(note.slice(0, -closing.en.length - 1), language);
  return own === undefined ? note : `${own} ${closing[language]}`;
};
