import * as z from 'zod';
import { localizedTextSchema, type Localized } from '@recyclens/shared';

const textsSchema = z.record(
  z.string(),
  z.union([localizedTextSchema, z.record(z.string(), localizedTextSchema)]),
);

/**
 * A table of product texts read from its JSON file, checked when the module loads: a text missing
 * a language fails every test and every cold start rather than print `undefined` into a
 * document. Returns the table as imported, so its keys keep their types.
 */
export const checkedTexts = <T extends Record<string, Localized | Record<string, Localized>>>(
  texts: T,
): T => {
  textsSchema.parse(texts);
  return texts;
};
