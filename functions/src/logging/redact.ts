/** Keys that can carry secrets; their values are replaced at any depth before a line is written. */
const secretKey = /pass(word)?|token|secret|authori[sz]ation|cookie|hash|salt|credential|signature/i;
const REDACTED = '[redacted]';

export const redact = (value: unknown, depth = 0): unknown => {
  if (depth > 6) return '[deep]';
  if (Array.isArray(value)) return value.map((item) => redact(item, depth + 1));
  if (value instanceof Error) {
    return { name: value.name, message: value.message, stack: value.stack };
  }
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, inner]) => [
        key,
        secretKey.test(key) ? REDACTED : redact(inner, depth + 1),
      ]),
    );
  }
  return value;
};
