import * as z from 'zod';
import { localizedTextSchema } from '../text/localized';

/**
 * What a packaging's extended-producer-responsibility fees come to per country and year (issue 35
 * §2–§3, docs/epr.md, decision 052): each component's weight × the rate of the scheme's schedule
 * row it maps to, then the scheme's own modulation, in the scheme's currency. Every figure comes
 * from a schedule edition the scheme published; a rate we could not read from it is unknown and
 * the component is listed as unpriced, never priced at zero.
 */

/** ISO 4217 codes of the schemes' currencies. */
export const eprCurrencies = ['EUR', 'GBP'] as const;
export type EprCurrency = (typeof eprCurrencies)[number];

/** What a rate is charged on: a tonne or a kilogram of material, or one unit of packaging. */
export const eprRateBases = ['tonne', 'kg', 'unit'] as const;
export type EprRateBasis = (typeof eprRateBases)[number];

/** The schedule edition an estimate used: kept with the estimate, so a later edition never rewrites it. */
export const eprEditionSchema = z.object({
  /** Stable id of the edition, e.g. `conai-2026`. */
  id: z.string(),
  /** The fee year the edition's rates apply to. */
  year: z.number().int(),
  /** The scheme's own document and where it was read: what every row of the edition cites. */
  source: z.object({ title: z.string(), url: z.string(), readOn: z.string() }),
  /** SHA-256 of the edition's rows, rules and sources (hex): a changed rate changes it. */
  fingerprint: z.string().regex(/^[0-9a-f]{64}$/),
});
export type EprEdition = z.infer<typeof eprEditionSchema>;

export const eprSchemeSchema = z.object({
  /** Stable id, e.g. `conai`, `citeo`. */
  id: z.string(),
  name: z.string(),
  url: z.string(),
});
export type EprScheme = z.infer<typeof eprSchemeSchema>;

/** A row of a scheme's schedule as published: its id in our data and its label in the scheme's own words. */
export const eprScheduleRowSchema = z.object({
  id: z.string(),
  label: z.string(),
  rate: z.number().min(0),
  per: z.enum(eprRateBases),
});
export type EprScheduleRow = z.infer<typeof eprScheduleRowSchema>;

/**
 * The scheme's modulation as one line used it: `none` says why there is none (e.g. the scheme
 * has not published its criteria), `factor` multiplies the base fee, `adjustment` adds an amount
 * per unit (a malus is positive, a bonus negative).
 */
export const eprModulationSchema = z.object({
  kind: z.enum(['none', 'factor', 'adjustment']),
  /** Stable id of the rule, e.g. `fost-plus-sorting-disturber`. */
  ruleId: z.string(),
  rule: localizedTextSchema,
  factor: z.number().nullable(),
  /** In the currency, per unit of packaging. */
  adjustment: z.number().nullable(),
});
export type EprModulation = z.infer<typeof eprModulationSchema>;

/**
 * One priced component. A layered component is priced whole, by the material most of its weight
 * is, as schemes declare composites. Amounts are per unit of packaging, unrounded.
 */
export const eprEstimateLineSchema = z.object({
  componentId: z.string(),
  componentName: z.string(),
  materialId: z.string(),
  weightG: z.number(),
  row: eprScheduleRowSchema,
  /** Which of our data took the component to the row, e.g. "material PET, family rigid plastic → Band A". */
  mapping: localizedTextSchema,
  /** weight × rate with its unit conversion, before modulation. */
  baseAmount: z.number(),
  modulation: eprModulationSchema,
  amount: z.number(),
});
export type EprEstimateLine = z.infer<typeof eprEstimateLineSchema>;

/**
 * Why a component is not priced: no weight or no material entered, a material no row of the
 * schedule takes, or a row whose rate we could not read in the scheme's own document.
 */
export const eprUnpricedReasons = ['no_weight', 'no_material', 'no_row', 'rate_unknown'] as const;
export type EprUnpricedReason = (typeof eprUnpricedReasons)[number];

export const eprUnpricedSchema = z.object({
  componentId: z.string(),
  componentName: z.string(),
  materialId: z.string().nullable(),
  weightG: z.number().nullable(),
  reason: z.enum(eprUnpricedReasons),
  explanation: localizedTextSchema,
});
export type EprUnpriced = z.infer<typeof eprUnpricedSchema>;

/**
 * One country and year. `estimated`: the lines, what could not be priced, the fee per unit and,
 * when units placed are entered, the year's total (`complete` is false while anything is
 * unpriced: the figures are then a lower bound). `no_public_schedule`: the country's schemes
 * price privately (Germany's dual systems), so no figure is shown. `no_schedule`: we hold no
 * edition of a schedule for this country and year.
 */
export const eprCountryEstimateSchema = z.discriminatedUnion('status', [
  z.object({
    status: z.literal('estimated'),
    countryCode: z.string(),
    year: z.number().int(),
    scheme: eprSchemeSchema,
    edition: eprEditionSchema,
    currency: z.enum(eprCurrencies),
    lines: z.array(eprEstimateLineSchema),
    unpriced: z.array(eprUnpricedSchema),
    feePerUnit: z.number(),
    /** Units placed on this market this year; null when none were entered (unknown, not zero). */
    units: z.number().int().nullable(),
    /** feePerUnit × units; null without units. */
    total: z.number().nullable(),
    complete: z.boolean(),
  }),
  z.object({
    status: z.literal('no_public_schedule'),
    countryCode: z.string(),
    year: z.number().int(),
    units: z.number().int().nullable(),
    explanation: localizedTextSchema,
  }),
  z.object({
    status: z.literal('no_schedule'),
    countryCode: z.string(),
    year: z.number().int(),
    units: z.number().int().nullable(),
    explanation: localizedTextSchema,
  }),
]);
export type EprCountryEstimate = z.infer<typeof eprCountryEstimateSchema>;

/**
 * A packaging's estimate for a year: computed on read from its current version and the schedule
 * editions we hold (each country says which edition it used). Countries: those the packaging has
 * units for in the year, and those we hold a schedule or a no-schedule statement for, by code.
 */
export const packagingEprEstimateSchema = z.object({
  packageId: z.string(),
  version: z.number().int(),
  year: z.number().int(),
  countries: z.array(eprCountryEstimateSchema),
});
export type PackagingEprEstimate = z.infer<typeof packagingEprEstimateSchema>;
