import {
  localize,
  type ConformityOutcome,
  type ConformityRule,
  type EvidenceRef,
  type Language,
} from '@recyclens/shared';
import { ppwrRules, ppwrRuleSetStamp } from './rule-set';
import type { PpwrPackaging, PpwrRule, RuleInput } from './types';

/** The days a packaging is checked for: today (the caller's clock) and the two dates Art. 6 tightens on. */
export const conformityDates = (today: string) => ({ today, by2030: '2030-01-01', by2038: '2038-01-01' });

/**
 * One rule's answer on one day: the stage in force then; before the first stage, `applies_from`
 * with what the data would answer on that date (evidence counted as of that date too).
 */
export const outcomeOn = (
  rule: PpwrRule,
  input: Omit<RuleInput, 'on'>,
  on: string,
  language: Language,
): ConformityOutcome => {
  const inForce = rule.stages.filter((stage) => stage.from <= on).at(-1);
  const stage = inForce ?? rule.stages[0];
  const found = rule.evaluate({ ...input, on: inForce ? on : stage.from }, stage);
  const outcome = {
    appliesFrom: stage.from,
    thresholds: stage.thresholds,
    values: found.values,
    missing: found.missing,
    note: found.note ? localize(found.note, language) : null,
  };
  if (found.status === 'not_applicable' || inForce)
    return { ...outcome, status: found.status, wouldBe: null };
  return { ...outcome, status: 'applies_from', wouldBe: found.status };
};

export interface ConformityContext {
  /** YYYY-MM-DD: the day "today" stands for (injected, so a check is reproducible). */
  today: string;
  language: Language;
  euCountryIds: ReadonlySet<string>;
}

/** Every requirement's answer for today, 2030 and 2038, with the rule set that gave them. */
export const checkConformity = (
  pkg: PpwrPackaging,
  evidence: readonly EvidenceRef[],
  context: ConformityContext,
  rules: readonly PpwrRule[] = ppwrRules,
): {
  dates: ReturnType<typeof conformityDates>;
  ruleSet: ReturnType<typeof ppwrRuleSetStamp>;
  rules: ConformityRule[];
} => {
  const dates = conformityDates(context.today);
  const input = { pkg, evidence, euCountryIds: context.euCountryIds };
  return {
    dates,
    ruleSet: ppwrRuleSetStamp(rules),
    rules: rules.map((rule) => ({
      id: rule.id,
      article: rule.article,
      title: localize(rule.title, context.language),
      appliesFrom: rule.stages[0].from,
      provisional: rule.provisional,
      source: rule.source,
      outcomes: {
        today: outcomeOn(rule, input, dates.today, context.language),
        by2030: outcomeOn(rule, input, dates.by2030, context.language),
        by2038: outcomeOn(rule, input, dates.by2038, context.language),
      },
    })),
  };
};
