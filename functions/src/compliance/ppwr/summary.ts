import type { EvidenceRef } from '@recyclens/shared';
import { outcomeOn } from './check';
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

/**
 * What the portfolio keeps of a packaging's conformity (decision 051): per horizon, and the last
 * day this answer holds without any write (a document expires, or a requirement starts to apply).
 */
export interface PpwrSummary {
  fingerprint: string;
  computedOn: string;
  horizons: Record<PpwrHorizon, PpwrHorizonSummary>;
  /** The earliest expiry of a document that still counts on `computedOn`; null when none expires. */
  evidenceExpiresOn: string | null;
  /** YYYY-MM-DD, included; null when nothing dated can change the answer. */
  validUntil: string | null;
}

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

const earliest = (days: readonly string[]): string | null =>
  days.length === 0 ? null : days.reduce((a, b) => (a < b ? a : b));

/**
 * The summary of one packaging on `today`, from the same rules and outcomes the conformity check
 * gives (a requirement not yet in force on a horizon does not count there).
 */
export const ppwrSummaryOf = (
  pkg: PpwrPackaging,
  evidence: readonly EvidenceRef[],
  euCountryIds: ReadonlySet<string>,
  today: string,
  rules: readonly PpwrRule[] = ppwrRules,
): PpwrSummary => {
  const input = { pkg, evidence, euCountryIds };
  const days = horizonDays(today);
  const horizons = Object.fromEntries(
    ppwrHorizons.map((horizon) => {
      const notMet: string[] = [];
      const evidenceMissing: string[] = [];
      for (const rule of rules) {
        // The language only words the note, which the summary does not keep.
        const { status } = outcomeOn(rule, input, days[horizon], 'EN');
        if (status === 'not_met') notMet.push(rule.id);
        else if (status === 'evidence_missing') evidenceMissing.push(rule.id);
      }
      const status = notMet.length > 0 ? 'not_met' : evidenceMissing.length > 0 ? 'evidence_missing' : 'met';
      return [horizon, { status, notMet, evidenceMissing }];
    }),
  ) as Record<PpwrHorizon, PpwrHorizonSummary>;
  const evidenceExpiresOn = earliest(
    evidence.flatMap((document) =>
      document.expiresOn !== null && document.expiresOn >= today ? [document.expiresOn] : [],
    ),
  );
  // Today's answer may change the day a requirement's next stage starts.
  const nextStageEve = earliest(
    rules.flatMap((rule) =>
      rule.stages.filter((stage) => stage.from > today).map((stage) => dayBefore(stage.from)),
    ),
  );
  return {
    fingerprint: ppwrRuleSetStamp(rules).fingerprint,
    computedOn: today,
    horizons,
    evidenceExpiresOn,
    validUntil: earliest([evidenceExpiresOn, nextStageEve].filter((day): day is string => day !== null)),
  };
};
