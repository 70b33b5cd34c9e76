import * as z from 'zod';
import { fieldError as code } from './field-errors';

/**
 * How many units of a packaging are placed on each market per year (issue 35 §1): what an EPR
 * fee is charged on (docs/epr.md). Several years are kept side by side; one row per country and
 * year. The country is an id of the `country` lookup (ISO 3166-1 alpha-2), checked by the server.
 */

/** Years a declaration can be about: EPR schemes began in the 1990s; planning reaches a few years ahead. */
export const UNITS_YEAR_MIN = 1990;
export const UNITS_YEAR_MAX = 2100;
/** A row per country and year: 30 countries for 10 years is far more than a packaging is sold in. */
export const UNITS_ROWS_MAX = 300;
/** More units than any product is made in: keeps the tonnes a declaration sums exact in a double. */
const UNITS_MAX = 1_000_000_000_000;

export const unitsPlacedRowSchema = z.object({
  countryCode: z.string().regex(/^[A-Z]{2}$/, { error: code.COUNTRY_REQUIRED }),
  year: z
    .number({ error: code.WHOLE_NUMBER_REQUIRED })
    .int({ error: code.WHOLE_NUMBER_REQUIRED })
    .min(UNITS_YEAR_MIN, { error: code.UNITS_YEAR_OUT_OF_RANGE })
    .max(UNITS_YEAR_MAX, { error: code.UNITS_YEAR_OUT_OF_RANGE }),
  units: z
    .number({ error: code.WHOLE_NUMBER_REQUIRED })
    .int({ error: code.WHOLE_NUMBER_REQUIRED })
    .min(0, { error: code.ZERO_OR_MORE_REQUIRED })
    .max(UNITS_MAX),
});
export type UnitsPlacedRow = z.infer<typeof unitsPlacedRowSchema>;

/** The key a country and year are unique by. */
export const unitsPlacedKey = (row: Pick<UnitsPlacedRow, 'countryCode' | 'year'>): string =>
  `${row.countryCode}#${row.year}`;

export const unitsPlacedSchema = z
  .array(unitsPlacedRowSchema)
  .max(UNITS_ROWS_MAX, { error: code.TOO_MANY_ITEMS })
  .superRefine((rows, ctx) => {
    const seen = new Set<string>();
    rows.forEach((row, index) => {
      const key = unitsPlacedKey(row);
      if (seen.has(key))
        ctx.addIssue({ code: 'custom', message: code.UNITS_COUNTRY_YEAR_TWICE, path: [index, 'year'] });
      seen.add(key);
    });
  });

/** The packaging's market fields, as the editor sends them and as they are stored; absent means none entered. */
export const packagingMarketFieldsSchema = z.object({ unitsPlaced: unitsPlacedSchema.optional() });
export type PackagingMarketFields = z.infer<typeof packagingMarketFieldsSchema>;

/**
 * The market fields `source` holds, sorted by year and country so equal content compares and
 * shows the same. Absent stays absent (an edit that leaves them out keeps them, a packaging
 * stored before them reads as before); an empty list is stored as none, so "no rows" has one form.
 */
export const marketFieldsOf = (source: object): PackagingMarketFields => {
  const rows = (source as { unitsPlaced?: readonly UnitsPlacedRow[] | null }).unitsPlaced;
  if (rows === undefined) return {};
  return { unitsPlaced: rows?.length ? sortedUnitsPlaced(rows) : undefined };
};

/** Every market field, an absent one as none: what replaces a packaging's fields wholesale (a restore). */
export const allMarketFieldsOf = (source: object): PackagingMarketFields => ({
  unitsPlaced: marketFieldsOf(source).unitsPlaced,
});

export const sortedUnitsPlaced = (rows: readonly UnitsPlacedRow[]): UnitsPlacedRow[] =>
  [...rows].sort((a, b) => a.year - b.year || a.countryCode.localeCompare(b.countryCode));

/** The units of one country and year, or null when none were entered (unknown, not zero). */
export const unitsPlacedIn = (
  rows: readonly UnitsPlacedRow[] | undefined,
  countryCode: string,
  year: number,
): number | null => rows?.find((row) => row.countryCode === countryCode && row.year === year)?.units ?? null;

/**
 * The units as one cell of the import and the XLSX export, "DE 2026: 10000; FR 2026: 5000":
 * the export writes what the import reads back (docs/import-format.md).
 */
export const unitsPlacedCellText = (rows: readonly UnitsPlacedRow[] | undefined): string =>
  sortedUnitsPlaced(rows ?? [])
    .map((row) => `${row.countryCode} ${row.year}: ${row.units}`)
    .join('; ');
