import type { EprCurrency } from '@recyclens/shared';
import { estimateCountry } from './estimate';
import { scheduleEditions } from './schedules';
import type { EprPackaging, ScheduleEdition } from './types';

/**
 * A packaging's fee for one year in one country where we hold the scheme's schedule, as the
 * dashboard sums it (decision 053): in minor units (cents, pence), rounded once here, so the
 * company's sums are whole numbers that add up exactly whatever the order of the writes.
 */
export interface EprYearlyTotal {
  kind: 'estimated';
  year: number;
  countryCode: string;
  schemeId: string;
  currency: EprCurrency;
  amountMinor: number;
  /** A component is not priced: the amount is a lower bound. */
  incomplete: boolean;
  editionId: string;
  fingerprint: string;
}

/** Units in a country and year we hold no schedule for: counted, never given a figure. */
export interface EprUnscheduledUnits {
  kind: 'unscheduled';
  year: number;
  countryCode: string;
}

export type EprYearlyEntry = EprYearlyTotal | EprUnscheduledUnits;

/** Both schemes' currencies (EUR, GBP) have two decimals. */
export const MINOR_UNITS_PER_UNIT = 100;

/**
 * Every country and year a packaging has units for, priced by the engine: the entries its write
 * adds to the company's sums. A row with 0 units places nothing on the market and adds nothing.
 */
export const yearlyEntries = (
  pkg: EprPackaging,
  editions: readonly ScheduleEdition[] = scheduleEditions,
): EprYearlyEntry[] =>
  (pkg.unitsPlaced ?? [])
    .filter((row) => row.units > 0)
    .map(({ countryCode, year }): EprYearlyEntry => {
      const estimate = estimateCountry(pkg, countryCode, year, editions);
      if (estimate.status !== 'estimated') return { kind: 'unscheduled', year, countryCode };
      return {
        kind: 'estimated',
        year,
        countryCode,
        schemeId: estimate.scheme.id,
        currency: estimate.currency,
        amountMinor: Math.round((estimate.total ?? 0) * MINOR_UNITS_PER_UNIT),
        incomplete: !estimate.complete,
        editionId: estimate.edition.id,
        fingerprint: estimate.edition.fingerprint,
      };
    });
