import * as z from 'zod';
import {
  BLEND_MATERIALS_MAX,
  COMPONENTS_MAX,
  CONSTITUENTS_MAX,
  FAQS_PER_LANGUAGE_MAX,
  PAGE_LIMIT_MAX,
  fieldErrorCodes,
  localize,
  type FieldErrorCode,
  type FieldErrorParams,
  type Language,
  type Localized,
} from '@recyclens/shared';
import texts from './field-error-texts.json' with { type: 'json' };

/** The limits some texts name, as `{COMPONENTS_MAX}` in the file: the number the schemas check. */
const limits = {
  BLEND_MATERIALS_MAX,
  COMPONENTS_MAX,
  CONSTITUENTS_MAX,
  FAQS_PER_LANGUAGE_MAX,
  PAGE_LIMIT_MAX,
};

const text = z
  .string()
  .min(1)
  .transform((written) =>
    Object.entries(limits).reduce(
      (filled, [name, value]) => filled.replaceAll(`{${name}}`, String(value)),
      written,
    ),
  );

/**
 * The API's wording of each field error code (decision 021) in English, German and French,
 * `{name}` standing for the failed rule's parameters: field-error-texts.json, checked when the
 * module loads (decision 058) for every code in the three languages and no other. The web app
 * keeps its own texts per code (Lingui); these are the server's, for `fields` of a 400 and the
 * import's row errors. A product text's English is the one in docs/product.md#validation,
 * verbatim, as the form says it. UNKNOWN_LOOKUP names the lookup's kind (material, colour…) only in
 * English.
 */
export const fieldErrorTexts: Readonly<Record<FieldErrorCode, Localized>> = z
  .record(z.enum(fieldErrorCodes), z.object({ en: text, de: text, fr: text }))
  .parse(texts);

/** The code's message in a language, its `{name}` parameters filled in. */
export const fieldErrorText = (
  code: FieldErrorCode,
  language: Language,
  params: FieldErrorParams = {},
): string =>
  Object.entries(params).reduce<string>(
    (text, [name, value]) => text.replaceAll(`{${name}}`, String(value)),
    localize(fieldErrorTexts[code], language),
  );
