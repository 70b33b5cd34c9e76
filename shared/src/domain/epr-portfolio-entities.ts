import * as z from 'zod';
import { localizedTextSchema } from '../text/localized';
import { eprCurrencies, eprEditionSchema, eprSchemeSchema } from './epr-estimate-entities';

/**
 * The company's yearly EPR fees (issue 35 §4, docs/epr.md#the-dashboards-figures): sums kept on
 * every packaging write (decision 053), per country, scheme and currency — never summed across
 * currencies — and the packaging that cost most.
 */

/**
 * One country in the year. `estimated`: the sum of the yearly totals of the packaging with units
 * there, in the scheme's currency, by one edition; `incomplete` of them have a component we
 * could not price, so the sum is then a lower bound. `current` is false while the figures come
 * from an edition that a newer one has replaced and the rebuild has not run yet. Otherwise the
 * country has units but no schedule we hold: said in words, never a figure.
 */
export const eprPortfolioCountrySchema = z.discriminatedUnion('status', [
  z.object({
    status: z.literal('estimated'),
    countryCode: z.string(),
    scheme: eprSchemeSchema,
    edition: eprEditionSchema,
    current: z.boolean(),
    currency: z.enum(eprCurrencies),
    total: z.number(),
    /** Packaging with units in this country and year. */
    packaging: z.number().int(),
    /** Of them, those with a component we could not price. */
    incomplete: z.number().int(),
  }),
  z.object({
    status: z.enum(['no_public_schedule', 'no_schedule']),
    countryCode: z.string(),
    packaging: z.number().int(),
    explanation: localizedTextSchema,
  }),
]);
export type EprPortfolioCountry = z.infer<typeof eprPortfolioCountrySchema>;

/** A packaging's yearly fee in one country: an entry of the "cost most" list. */
export const eprCostlyPackagingSchema = z.object({
  packageId: z.string(),
  name: z.string(),
  countryCode: z.string(),
  currency: z.enum(eprCurrencies),
  total: z.number(),
  /** A component is not priced: the total is a lower bound. */
  incomplete: z.boolean(),
});
export type EprCostlyPackaging = z.infer<typeof eprCostlyPackagingSchema>;

export const portfolioEprSchema = z.object({
  year: z.number().int(),
  /** The years any packaging has units placed in, ascending: the years worth picking. */
  years: z.array(z.number().int()),
  countries: z.array(eprPortfolioCountrySchema),
  /** Per currency, the five highest yearly fees of a packaging in a country, highest first. */
  mostCostly: z.array(eprCostlyPackagingSchema),
});
export type PortfolioEpr = z.infer<typeof portfolioEprSchema>;
