import { createHash } from 'node:crypto';
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
export const PPWR_RULES_VERSION = '2026.11.1';

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

/** JSON with sorted keys: the same data hashes the same whatever order its keys were written in. */
const canonical = (data: unknown): string =>
  JSON.stringify(data, (_key, inner: unknown) =>
    inner && typeof inner === 'object' && !Array.isArray(inner)
      ? Object.fromEntries(Object.entries(inner).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : inner,
  );

const dataOf = ({ evaluate: _evaluate, ...data }: PpwrRule): PpwrRuleData => data;

/** The rule set as a check used it: its version and a hash of every rule's data. */
export const ppwrRuleSetStamp = (rules: readonly PpwrRule[] = ppwrRules) => ({
  version: PPWR_RULES_VERSION,
  fingerprint: createHash('sha256')
    .update(canonical({ version: PPWR_RULES_VERSION, rules: rules.map(dataOf) }))
    .digest('hex'),
});
