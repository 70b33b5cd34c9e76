import type { EvidenceRef, RecycledContentCategory, RecycledContentLeftOutReason } from '@recyclens/shared';
import { outcomeOn } from './check';
import { recycledContentShare } from './recycled-content';
import { ppwrRules, ppwrRuleSetStamp } from './rule-set';
import type { PpwrPackaging, PpwrRule } from './types';

/** The days the portfolio counts for: today, and the two dates Art. 6 tightens on. */
export const ppwrHorizons = ['today', 'by2030', 'by2038'] as const;
export type PpwrHorizon = (typeof ppwrHorizons)[number];

/** A packaging on one horizon: `met` only when every requirement that applies then is met. */
export interface PpwrHorizonSummary {
  status: 'met' | 'not_met' | 'evidence_missing';
  /** Requirements the data does not meet. */
  notMet: string[];
  /** Requirements a missing or expired document leaves unproven. */
  evidenceMissing: string[];
}

/** Today's answer from a later day on: a document expired the day before, or a requirement starts. */
export interface PpwrChange {
  from: string;
  today: PpwrHorizonSummary;
}

/**
 * What the portfolio keeps of a packaging's conformity (decision 051): per horizon, and every day
 * after `computedOn` on which today's answer changes without any write (a document expires, a
 * requirement starts to apply), so a count or filter answers any later day from what is stored.
 */
export interface PpwrSummary {
  fingerprint: string;
  computedOn: string;
  horizons: Record<PpwrHorizon, PpwrHorizonSummary>;
  /** Today's answer from each later day it changes on, in order (`horizons.today` until the first). */
  changes: PpwrChange[];
  /** The days documents that still count on `computedOn` expire on, each once, in order. */
  expiries: string[];
  /** The earliest of `expiries`; null when none expires. */
  evidenceExpiresOn: string | null;
  /** Its part in the portfolio's Art. 7 figure; absent in summaries stored before it (decision 057). */
  recycledContent?: RecycledContentPart;
}

/**
 * A packaging's part in the portfolio's Art. 7 figure (decision 057): outside it and why, or its
 * category with, per year it has units in EU member states, the plastic those units place and its
 * recycled part in tonnes (`years` null: its recycled content or plastic weight is not entered).
 * Kept in the summary so a later write takes off exactly what this one added.
 */
export type RecycledContentPart =
  | { scope: 'out'; reason: RecycledContentLeftOutReason }
  | {
      scope: 'in';
      category: RecycledContentCategory;
      years: { year: number; plasticTonnes: number; recycledTonnes: number }[] | null;
    };

/** Grams to tonnes, kept to the gram: sums of the stored figures stay exact enough to compare. */
const tonnesOf = (grams: number) => Math.round(grams) / 1_000_000;

export const recycledContentPartOf = (
  pkg: PpwrPackaging,
  euCountryIds: ReadonlySet<string>,
): RecycledContentPart => {
  const share = recycledContentShare(pkg);
  if (share.scope === 'out') return share;
  const { category, plasticGrams, percent } = share;
  if (plasticGrams === null || percent === null) return { scope: 'in', category, years: null };
  const units = new Map<number, number>();
  for (const row of pkg.unitsPlaced ?? [])
    if (euCountryIds.has(row.countryCode)) units.set(row.year, (units.get(row.year) ?? 0) + row.units);
  return {
    scope: 'in',
    category,
    years: [...units]
      .sort(([a], [b]) => a - b)
      .map(([year, placed]) => ({
        year,
        plasticTonnes: tonnesOf(placed * plasticGrams),
        recycledTonnes: tonnesOf((placed * plasticGrams * percent) / 100),
      })),
  };
};

/** The day before a YYYY-MM-DD day. */
export const dayBefore = (day: string): string => {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - 1);
  return date.toISOString().slice(0, 10);
};

/** A YYYY-MM-DD day plus some days. */
export const daysAfter = (day: string, days: number): string => {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};

const horizonDays = (today: string): Record<PpwrHorizon, string> => ({
  today,
  by2030: '2030-01-01',
  by2038: '2038-01-01',
});

/** Whether two answers are the same (both list their requirements in the rule set's order). */
const sameAnswer = (a: PpwrHorizonSummary, b: PpwrHorizonSummary) =>
  a.status === b.status &&
  a.notMet.join() === b.notMet.join() &&
  a.evidenceMissing.join() === b.evidenceMissing.join();

/** Today's answer on `day` (on or after `computedOn`), from the summary alone. */
export const answerOn = (summary: PpwrSummary, day: string): PpwrHorizonSummary =>
  summary.changes.filter((change) => change.from <= day).at(-1)?.today ?? summary.horizons.today;

/**
 * The summary of one packaging on `today`, from the same rules and outcomes the conformity check
 * gives (a requirement not yet in force on a horizon does not count there), with today's answer
 * on every later day it changes on: the day after a document's expiry, the day a stage starts.
 */
export const ppwrSummaryOf = (
  pkg: PpwrPackaging,
  evidence: readonly EvidenceRef[],
  euCountryIds: ReadonlySet<string>,
  today: string,
  rules: readonly PpwrRule[] = ppwrRules,
): PpwrSummary => {
  const input = { pkg, evidence, euCountryIds };
  const answer = (day: string): PpwrHorizonSummary => {
    const notMet: string[] = [];
    const evidenceMissing: string[] = [];
    for (const rule of rules) {
      // The language only words the note, which the summary does not keep.
      const { status } = outcomeOn(rule, input, day, 'EN');
      if (status === 'not_met') notMet.push(rule.id);
      else if (status === 'evidence_missing') evidenceMissing.push(rule.id);
    }
    const status = notMet.length > 0 ? 'not_met' : evidenceMissing.length > 0 ? 'evidence_missing' : 'met';
    return { status, notMet, evidenceMissing };
  };
  const days = horizonDays(today);
  const horizons = Object.fromEntries(
    ppwrHorizons.map((horizon) => [horizon, answer(days[horizon])]),
  ) as Record<PpwrHorizon, PpwrHorizonSummary>;
  const expiries = [
    ...new Set(
      evidence.flatMap((document) =>
        document.expiresOn !== null && document.expiresOn >= today ? [document.expiresOn] : [],
      ),
    ),
  ].sort();
  const changeDays = [
    ...new Set([
      ...expiries.map((day) => daysAfter(day, 1)),
      ...rules.flatMap((rule) => rule.stages.map((stage) => stage.from).filter((from) => from > today)),
    ]),
  ].sort();
  const changes: PpwrChange[] = [];
  let last = horizons.today;
  for (const from of changeDays) {
    const next = answer(from);
    if (sameAnswer(next, last)) continue;
    changes.push({ from, today: next });
    last = next;
  }
  return {
    fingerprint: ppwrRuleSetStamp(rules).fingerprint,
    computedOn: today,
    horizons,
    changes,
    expiries,
    evidenceExpiresOn: expiries[0] ?? null,
    recycledContent: recycledContentPartOf(pkg, euCountryIds),
  };
};
