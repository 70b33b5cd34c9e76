export { checkConformity, conformityDates, type ConformityContext } from './check';
export { ppwrRules, ppwrRuleSetStamp, PPWR_RULES_VERSION } from './rule-set';
export type { PpwrPackaging, PpwrComponent } from './types';
export { recycledContentRule } from './recycled-content';
