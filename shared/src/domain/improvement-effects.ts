import * as z from 'zod';
import { eprCurrencies } from './epr-estimate-entities';

/**
 * What applying an improvement proposal does beyond its grade, one effect each: computed on the
 * proposal's trial copy against the packaging as it is, never guessed. A kind is added for each
 * thing a proposal is weighed by.
 */

/**
 * The EPR fees the change saves in one country and year (issue 35 §3, docs/epr.md): the fee per
 * unit of the original minus the copy's, by the same schedule edition, times the units placed.
 * Negative when the change costs more. `complete` is false when either side has a component the
 * schedule does not price: the figure then leaves those out.
 */
export const eprSavingEffectSchema = z.object({
  kind: z.literal('epr_saving'),
  countryCode: z.string(),
  year: z.number().int(),
  currency: z.enum(eprCurrencies),
  units: z.number().int(),
  perUnit: z.number(),
  amount: z.number(),
  complete: z.boolean(),
});
export type EprSavingEffect = z.infer<typeof eprSavingEffectSchema>;

export const improvementEffectSchema = z.discriminatedUnion('kind', [eprSavingEffectSchema]);
export type ImprovementEffect = z.infer<typeof improvementEffectSchema>;
