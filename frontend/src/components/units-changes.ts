import { unitsPlacedKey, unitsPlacedSchema, type UnitsPlacedRow } from '@recyclens/shared';

/** One country and year whose units differ; null where it had or has no row. */
export interface UnitsChange {
  countryCode: string;
  year: number;
  before: number | null;
  after: number | null;
}

/** A stored units value, or none when it is not one (a field this view does not know). */
export const asUnitsPlaced = (value: unknown): UnitsPlacedRow[] | null => {
  const parsed = unitsPlacedSchema.safeParse(value ?? []);
  return parsed.success ? parsed.data : null;
};

/** The countries and years whose units changed, by year and country. */
export const unitsChanges = (
  before: readonly UnitsPlacedRow[],
  after: readonly UnitsPlacedRow[],
): UnitsChange[] => {
  const was = new Map(before.map((row) => [unitsPlacedKey(row), row]));
  const is = new Map(after.map((row) => [unitsPlacedKey(row), row]));
  return [...new Set([...was.keys(), ...is.keys()])]
    .map((key) => {
      const row = (is.get(key) ?? was.get(key)) as UnitsPlacedRow;
      return {
        countryCode: row.countryCode,
        year: row.year,
        before: was.get(key)?.units ?? null,
        after: is.get(key)?.units ?? null,
      };
    })
    .filter((change) => change.before !== change.after)
    .sort((a, b) => a.year - b.year || a.countryCode.localeCompare(b.countryCode));
};
