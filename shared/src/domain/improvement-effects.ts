import * as z from 'zod';
import { eprCurrencies } from './epr-estimate-entities';
import { conformityStatuses, conformityThresholdSchema } from './ppwr-conformity-entities';

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

/**
 * A PPWR requirement the change fixes on one horizon (issue 34 §5, docs/ppwr.md#portfolio): the
 * check of the trial copy (its components, the proposal's grade for the country) against the
 * packaging's, e.g. Art. 6 not met by 2030 becomes met at grade C. `to` may be
 * `evidence_missing`: the figure then meets, its proof is still to upload. `needed` is the
 * threshold that applies to this packaging, when the rule has one.
 */
export const ppwrFixEffectSchema = z.object({
  kind: z.literal('ppwr_fix'),
  ruleId: z.string(),
  article: z.string(),
  title: z.string(),
  horizon: z.enum(['today', 'by2030', 'by2038']),
  from: z.enum(conformityStatuses),
  to: z.enum(conformityStatuses),
  needed: conformityThresholdSchema.nullable(),
});
export type PpwrFixEffect = z.infer<typeof ppwrFixEffectSchema>;

export const improvementEffectSchema = z.discriminatedUnion('kind', [
  eprSavingEffectSchema,
  ppwrFixEffectSchema,
]);
export type ImprovementEffect = z.infer<typeof improvementEffectSchema>;
