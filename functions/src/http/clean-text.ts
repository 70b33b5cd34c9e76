import { isAcceptableText } from '@recyclens/shared';

/**
 * Passwords are compared and hashed exactly as sent: they are never shown or mailed, and
 * normalising or refusing characters now would lock out whoever set such a password before
 * (decision 020).
 */
const isPasswordKey = (key: string) => /password/i.test(key);

/**
 * No input schema nests nearly this deep; stopping here keeps a hostile body of 10,000 nested
 * arrays from exhausting the stack of this walk.
 */
const MAX_DEPTH = 32;

export interface CleanedText {
  value: unknown;
  /** Dot paths of the strings or keys that hold ill-formed Unicode or controls, with the reason. */
  problems: Record<string, 'characters' | 'nesting'>;
}

const join = (path: string, key: string | number) => (path ? `${path}.${key}` : String(key));

/**
 * Walks a request's params, query or JSON body: every string must be well-formed Unicode without
 * controls other than tab and line breaks, and is normalised to NFC, so 'é' typed as e + accent
 * and as one character is the same name, found by the same search and sorted together.
 */
export const cleanText = (input: unknown): CleanedText => {
  const problems: CleanedText['problems'] = {};
  const walk = (value: unknown, at: string, depth: number, verbatim: boolean): unknown => {
    if (typeof value === 'string') {
      if (verbatim) return value;
      if (!isAcceptableText(value)) {
        problems[at || 'body'] = 'characters';
        return value;
      }
      return value.normalize('NFC');
    }
    if (!value || typeof value !== 'object') return value;
    if (depth >= MAX_DEPTH) {
      problems[at || 'body'] = 'nesting';
      return value;
    }
    if (Array.isArray(value))
      return value.map((item, index) => walk(item, join(at, index), depth + 1, verbatim));
    // fromEntries defines own properties, so a "__proto__" key stays a key and sets no prototype.
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => {
        if (!isAcceptableText(key)) problems[join(at, key)] = 'characters';
        return [key, walk(item, join(at, key), depth + 1, verbatim || isPasswordKey(key))];
      }),
    );
  };
  return { value: walk(input, '', 0, false), problems };
};
