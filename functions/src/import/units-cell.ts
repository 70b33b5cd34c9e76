import type { UnitsPlacedRow } from '@recyclens/shared';

/** A whole number as typed, plain or grouped by thousands with a space, dot, comma or apostrophe. */
const WHOLE_NUMBER = /^(\d{1,3}(?:[ .,'’\u00a0\u202f]\d{3})+|\d+)$/;
/** "<country> <year>: <units>"; the country by its code or its name in any of the three languages. */
const ENTRY = /^(.+?)\s+(\d{4})\s*:\s*(.+)$/;

/**
 * The import's units cell ("DE 2026: 10000; France 2026: 5 000") as the field's rows, the
 * country as typed (the caller looks it up), or null when an entry cannot be read. Bounds
 * (years, duplicates) are the schema's.
 */
export const parseUnitsCell = (text: string): UnitsPlacedRow[] | null => {
  const entries = text
    .split(';')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
  const rows: UnitsPlacedRow[] = [];
  for (const entry of entries) {
    const [, country = '', year = '', units = ''] = ENTRY.exec(entry) ?? [];
    const number = units.trim();
    if (!country || !WHOLE_NUMBER.test(number)) return null;
    rows.push({
      countryCode: country.trim(),
      year: Number(year),
      units: Number(number.replace(/\D/g, '')),
    });
  }
  return rows;
};
