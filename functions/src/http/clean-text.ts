import { isAcceptableText } from '@recyclens/shared';

/**
 * Passwords are compared and hashed exactly as sent: they are never shown or mailed, and
 * normalising or refusing characters now would lock out whoever set such a password before
 * (decision 020).
 */
const isPasswordKey = (key: string) => /password/i.test(key);

export interface CleanedText {
  value: unknown;
  /** Dot paths of the strings (or keys) that hold ill-formed Unicode or controls. */
  badPaths: string[];
}

const join = (path: string, key: string | number) => (path ? `${path}.${key}` : String(key));

/**
 * Walks a request's params, query or JSON body: every string must be well-formed Unicode without
 * controls other than tab and line breaks, and is normalised to NFC, so 'é' typed as e + accent
 * and as one character is the same name, found by the same search and sorted together.
 */
export const cleanText = (input: unknown, path = ''): CleanedText => {
  const badPaths: string[] = [];
  const walk = (value: unknown, at: string, verbatim: boolean): unknown => {
    if (typeof value === 'string') {
      if (verbatim) return value;
      if (!isAcceptableText(value)) {
        badPaths.push(at || 'body');
        return value;
      }
      return value.normalize('NFC');
    }
    if (Array.isArray(value)) return value.map((item, index) => walk(item, join(at, index), verbatim));
    if (value && typeof value === 'object') {
      const cleaned: Record<string, unknown> = {};
      for (const [key, item] of Object.entries(value)) {
        if (!isAcceptableText(key)) badPaths.push(join(at, key));
        cleaned[key] = walk(item, join(at, key), verbatim || isPasswordKey(key));
      }
      return cleaned;
    }
    return value;
  };
  return { value: walk(input, path, false), badPaths };
};
