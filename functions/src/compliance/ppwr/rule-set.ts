import { createHash } from 'node:crypto';
import { canonicalJson } from '@recyclens/shared';
import {
  compostabilityRule,
  emptySpaceRule,
  labelRule,
  minimisationRule,
  restrictedFormatRule,
} from './design';
import { recyclabilityRule } from './recyclability';
import { recycledContentRule } from './recycled-content';
import { heavyMetalsRule, pfasRule } from './substances';
import type { PpwrRule, PpwrRuleData } from './types';

/**
 * The PPWR rule set's version. Bump it with any change of a rule's article, date, threshold,
 * source or evaluation, so a check says which rules made it (docs/ppwr.md).
 * Format: year.month.revision.
 */
export const PPWR_RULES_VERSION = '2026.11.3';

/** The requirements in the regulation's order. */
export const ppwrRules: readonly PpwrRule[] = [
  heavyMetalsRule,
  pfasRule,
  recyclabilityRule,
  recycledContentRule,
  compostabilityRule,
  minimisationRule,
  labelRule,
  emptySpaceRule,
  restrictedFormatRule,
];

const dataOf = ({ evaluate: _evaluate, ...data }: PpwrRule): PpwrRuleData => data;

/** The rule set as a check used it: its version and a hash of every rule's data. */
export const ppwrRuleSetStamp = (rules: readonly PpwrRule[] = ppwrRules) => ({
  version: PPWR_RULES_VERSION,
  fingerprint: createHash('sha256')
    .update(canonicalJson({ version: PPWR_RULES_VERSION, rules: rules.map(dataOf) }))
    .digest('hex'),
});
