// A Date or Map made by a transform is a value, not a set of fields.
const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' &&
  value !== null &&
  [Object.prototype, null].includes(Object.getPrototypeOf(value) as object | null);

/**
 * The keys of a JSON body that its schema stripped, by dot path (`components.0.colour`). zod's
 * objects drop keys they do not declare, so a key the caller sent that is missing from the parsed
 * value at the same place was unknown; declared keys always come through, defaults and nulls
 * included. Own properties only: `constructor` and `__proto__` are keys of every object, yet a
 * caller who sends them sent an unknown field. Where a transform turned a value into something of
 * another shape (or an array of another length), the two cannot be compared and nothing is said.
 */
export const unknownKeys = (raw: unknown, parsed: unknown, path: string[] = []): string[] => {
  if (Array.isArray(raw) && Array.isArray(parsed) && raw.length === parsed.length) {
    return raw.flatMap((item, index) => unknownKeys(item, parsed[index], [...path, String(index)]));
  }
  if (!isPlainObject(raw) || !isPlainObject(parsed)) return [];
  return Object.keys(raw).flatMap((key) =>
    Object.hasOwn(parsed, key)
      ? unknownKeys(raw[key], parsed[key], [...path, key])
      : [[...path, key].join('.')],
  );
};
