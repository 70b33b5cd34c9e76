import { createHash } from 'node:crypto';

/**
 * An id made from an import's seed and what it names (a row, a project name): the same pair
 * always gives the same id, so an import resumed with its seed writes over its own items
 * instead of adding copies. Shaped as a UUID (RFC 9562 version 8, for ids built by the
 * application) so it reads like every other id; the 122 bits left of a SHA-256 keep two
 * imports' ids apart as surely as random UUIDs do.
 */
export const derivedId = (seed: string, ...names: (string | number)[]): string => {
  const hex = createHash('sha256')
    .update([seed, ...names].join(':'))
    .digest('hex');
  const variant = ((Number.parseInt(hex.charAt(16), 16) & 0x3) | 0x8).toString(16);
  return [
    hex.slice(0, 8),
    hex.slice(8, 12),
    `8${hex.slice(13, 16)}`,
    `${variant}${hex.slice(17, 20)}`,
    hex.slice(20, 32),
  ].join('-');
};
