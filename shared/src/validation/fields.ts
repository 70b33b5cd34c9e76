import * as z from 'zod';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../domain/constants';
import { fieldError as code, type FieldErrorCode } from './field-errors';
import { validationMessages as m } from './messages';
import { documented, personNameDocumentPattern, textPattern } from './documented';
import { idRule } from './id-rule';
import { isAcceptableText, isSingleLineText, linkOrMarkupPattern, personNamePattern } from './text';

/**
 * Whether a field is one line (names: shown in lists, headings and mail subjects) or paragraphs
 * (descriptions, answers), which may hold tabs and line breaks.
 */
export type TextLines = 'single-line' | 'multi-line';

const lineRule = (lines: TextLines) => (value: string) =>
  lines === 'multi-line' ? isAcceptableText(value) : isSingleLineText(value);
const lineMessage = (lines: TextLines) => (value: unknown) =>
  typeof value === 'string' && isAcceptableText(value) && lines === 'single-line'
    ? m.lineBreaksNotAllowed
    : m.textInvalidCharacters;

/** A required, trimmed text. The same code answers a missing and an empty value. */
/** How every trimmed text is measured (documented.ts). */
const trimmedText = { 'x-trimmed': true } as const;

const textRules = (lines: TextLines, required: boolean, pattern = textPattern(lines, required)) => ({
  ...trimmedText,
  pattern,
});

/** A required, trimmed text. The same code answers a missing and an empty value. */
export const requiredText = (message: FieldErrorCode, max = 200, lines: TextLines = 'single-line') =>
  documented(
    z
      .string({ error: message })
      .trim()
      .min(1, { error: message })
      .max(max, { error: m.tooLong })
      .refine(lineRule(lines), { error: (issue) => lineMessage(lines)(issue.input) }),
    textRules(lines, true),
  );

export const optionalText = (max = 2000, lines: TextLines = 'single-line') =>
  documented(
    z
      .string()
      .trim()
      .max(max, { error: m.tooLong })
      .refine(lineRule(lines), { error: (issue) => lineMessage(lines)(issue.input) }),
    textRules(lines, false),
  );

/** First and last names of people: letters of any script, no digits, markup or links. */
export const personNameField = (message: FieldErrorCode) =>
  documented(
    requiredText(message, 100).regex(personNamePattern, { error: m.personNameInvalid }),
    textRules('single-line', true, personNameDocumentPattern),
  );

/** Names of companies and tenants may hold digits, & and commas, but no link or markup. */
export const organisationNameField = (message: FieldErrorCode, max = 200) =>
  documented(
    requiredText(message, max).refine((value) => !linkOrMarkupPattern.test(value), {
      error: m.companyNameNoLinks,
    }),
    { ...textRules('single-line', true), 'x-no-links': true },
  );

export const emailField = documented(
  z
    .string({ error: m.emailRequired })
    .trim()
    .min(1, { error: m.emailRequired })
    .max(254, { error: m.emailInvalid })
    .pipe(z.email({ error: m.emailInvalid })),
  { ...trimmedText, format: 'email', pattern: z.regexes.email.source },
);

/** Passwords are taken exactly as sent (decision 020): the document says so, and no pattern. */
export const verbatimText = { 'x-verbatim': true } as const;

export const passwordField = documented(
  z
    .string({ error: m.passwordRequired })
    .min(1, { error: m.passwordRequired })
    .min(PASSWORD_MIN_LENGTH, { error: m.passwordTooShort })
    .max(PASSWORD_MAX_LENGTH, { error: m.passwordTooLong }),
  verbatimText,
);

export { idRule } from './id-rule';

/** Entity ids (id-rule.ts). */
export const idField = z
  .string()
  .min(1)
  .max(idRule.maxLength)
  .regex(idRule.pattern, { error: code.INVALID_ID });

/** A site origin such as https://acme.example.com (protocol plus host, docs/product.md#page-frame). */
export const siteUrlField = documented(
  z
    .string()
    .trim()
    .max(300)
    .pipe(z.url({ protocol: /^https?$/, error: code.INVALID_URL })),
  { ...trimmedText, format: 'uri', pattern: '^[Hh][Tt][Tt][Pp][Ss]?://' },
);

export const hexColorField = z.string().regex(/^#[0-9a-fA-F]{6}$/, { error: code.COLOR_INVALID });

/**
 * A whole number sent as text (a query or path parameter): decimal digits with an optional minus,
 * as the document's `type: integer` means. `Number()` alone would also take `0x10`, `+5`, `1e1`,
 * `5.0` and surrounding spaces, which the document calls invalid; those fail `schema` as no number.
 */
export const wholeNumberParam = (schema: z.ZodNumber) =>
  z.preprocess((value) => {
    if (typeof value !== 'string') return value;
    return /^-?\d+$/.test(value) ? Number(value) : Number.NaN;
  }, schema);
