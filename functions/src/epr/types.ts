import type {
  EprCurrency,
  EprModulation,
  EprRateBasis,
  EprUnpricedReason,
  Localized,
} from '@recyclens/shared';

/** A component as the fee schedules read it: what it is made of, its format and its weight. */
export interface EprComponent {
  id: string;
  name: string;
  weight?: number | null;
  familyId?: string | null;
  materialId?: string | null;
  colorId?: string | null;
  constituents?: readonly { materialId: string; weight: number }[];
}

/** A packaging as the fee schedules read it, with the units placed per market and year (unknown when absent). */
export interface EprPackaging {
  categoryId?: string | null;
  /** The PPWR field: a single-use plastic beverage bottle up to 3 L (what Spain's SUP rows are for). */
  singleUsePlasticBeverageBottle?: boolean | null;
  components: readonly EprComponent[];
  unitsPlaced?: readonly { countryCode: string; year: number; units: number }[] | null;
}

/** The material classes every scheme's rows are cut by. */
export type MaterialClass = 'plastic' | 'paper' | 'glass' | 'aluminium' | 'steel' | 'wood' | 'ceramic';

/**
 * A component reduced to what a schedule row is chosen by: its weight in grams, the material most
 * of it is (a layered component is priced whole by it, as schemes declare composites), whether
 * other materials are layered with it, and its format.
 */
export interface EprPiece {
  component: EprComponent;
  weightG: number;
  materialId: string;
  materialClass: MaterialClass;
  /** Other material classes are layered with the predominant one (a laminate, a composite). */
  composite: boolean;
  flexible: boolean;
  colorId: string | null;
  categoryId: string | null;
  singleUsePlasticBeverageBottle: boolean;
}

/** A row of a published schedule; `rate` null: the row exists but we could not read its figure. */
export interface ScheduleRow {
  id: string;
  /** The scheme's own wording of the row. */
  label: string;
  rate: number | null;
  per: EprRateBasis;
}

/** Where a piece goes in a schedule: the rows it pays (most one, glass in Spain two), why, and the modulation. */
export type RowChoice =
  | { rowIds: readonly [string, ...string[]]; mapping: Localized; modulation: EprModulation }
  | { reason: Extract<EprUnpricedReason, 'no_row'>; explanation: Localized };

/**
 * One edition of a scheme's schedule: its rows as published, where we read them, and how our data
 * maps to them. `mappingVersion` is raised with any change of `choose`, so the fingerprint changes too.
 */
export interface ScheduleEdition {
  id: string;
  scheme: { id: string; name: string; url: string };
  countryCode: string;
  /** The year the packaging is placed on the market that the rates are charged on. */
  year: number;
  currency: EprCurrency;
  source: { title: string; url: string; readOn: string };
  rows: readonly ScheduleRow[];
  mappingVersion: string;
  choose: (piece: EprPiece) => RowChoice;
}

/** A country without an edition for a year: said in words, never a figure. */
export interface CountryStatement {
  status: 'no_public_schedule' | 'no_schedule';
  explanation: Localized;
}
