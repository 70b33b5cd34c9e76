import { filmRules } from './film-rules';
import { glassRules } from './glass-rules';
import { metalRules } from './metal-rules';
import { paperRules } from './paper-rules';
import { petRules } from './pet-rules';
import { poRigidRules } from './po-rigid-rules';
import type { RuleRow } from './rule-row';
import { woodRules } from './wood-rules';

/** Every stream's rule table, as data for the engine, the UI and the docs. */
export const ruleTable: RuleRow[] = [
  ...filmRules,
  ...poRigidRules,
  ...petRules,
  ...glassRules,
  ...metalRules,
  ...paperRules,
  ...woodRules,
];

export { densityRules, type DensityRule } from './density-rules';
export {
  isShareLimit,
  rateShare,
  rowForMethodology,
  type Fate,
  type RatedAspect,
  type Role,
  type RuleRow,
  type ShareLimit,
} from './rule-row';
