import * as z from 'zod';

/**
 * What the API document says of a schema beyond what zod writes (issue 37 §2): a refinement is a
 * function zod cannot put in JSON Schema, so a field that refines says here, beside its check, the
 * `pattern`, `format` or `x-` note that states the same rule. openapi-schemas.ts writes these into
 * every request's schema, so the rules have one source.
 *
 * The notes: `x-trimmed` (surrounding white space, a byte-order mark too, is removed before
 * `minLength`, `maxLength`, `pattern` and `format` apply; lengths count code points, as JSON
 * Schema's and zod's do); `x-no-links` (no URL scheme, `www.` host or angle bracket);
 * `x-verbatim` (a password: taken exactly as sent, so no text pattern applies); `x-rules`
 * (rules across fields, and references that must name something that exists, each with the
 * field error code that refuses it).
 */
export interface DocumentedRules extends Record<string, unknown> {
  pattern?: string;
  format?: string;
  maxLength?: number;
  'x-trimmed'?: true;
  'x-no-links'?: true;
  'x-verbatim'?: true;
  'x-rules'?: readonly string[];
}

export const documentedRules = z.registry<DocumentedRules>();

/** `schema`, with what the document says of it beyond zod's own JSON Schema. */
export const documented = <T extends z.ZodType>(schema: T, rules: DocumentedRules): T => {
  documentedRules.add(schema, rules);
  return schema;
};

/** A rule across fields, as `x-rules` lists it: what must hold, and the code that refuses it. */
export const crossFieldRule = (rule: string, code: string) => `${rule} (else ${code})`;

/*
 * The patterns hold for the value as sent, surrounding white space included (it is trimmed, so it
 * may hold anything white), and are written so that no input makes them backtrack: each run is
 * matched once inside a lookahead and consumed by a back-reference.
 */
/** Controls a paragraph may not hold: C0 except tab, LF and CR; DEL; C1; and lone surrogates. */
const PARAGRAPH_FORBIDDEN = String.raw`\x00-\x08\x0B\x0C\x0E-\x1F\x7F-\x9F\uD800-\uDFFF`;
/** A single line may hold no control at all, and no line or paragraph separator. */
const LINE_FORBIDDEN = String.raw`\x00-\x1F\x7F-\x9F\u2028\u2029\uD800-\uDFFF`;

const trimmedRun = (run: string, required: boolean) =>
  String.raw`^${required ? String.raw`(?=\s*\S)` : ''}(?=(\s*))\1(?=(${run}))\2\s*$`;

/** The `pattern` of a free text: no forbidden character inside, and not blank when required. */
export const textPattern = (lines: 'single-line' | 'multi-line', required: boolean): string =>
  trimmedRun(`[^${lines === 'single-line' ? LINE_FORBIDDEN : PARAGRAPH_FORBIDDEN}]*`, required);

/**
 * Every string of a request, whatever its schema, is refused with a control character other than
 * tab and line breaks or with a lone surrogate (functions/src/http/clean-text.ts): the pattern
 * a string states when its schema says nothing narrower.
 */
export const anyTextPattern = textPattern('multi-line', false);

/** The `pattern` of a person's name (text.ts personNamePattern), surrounding white space allowed. */
export const personNameDocumentPattern = trimmedRun(String.raw`[\p{L}\p{M}][\p{L}\p{M} '’.-]*`, true);
