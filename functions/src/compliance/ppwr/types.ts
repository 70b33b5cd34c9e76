import type {
  ComponentPpwrFields,
  ConformityMissing,
  ConformityThreshold,
  ConformityValue,
  EvidenceRef,
  Grade,
  Localized,
  PackagingMarketFields,
  PackagingPpwrFields,
} from '@recyclens/shared';

/** A component as the PPWR rules read it: its id, what it is made of, its weight and PPWR fields. */
export type PpwrComponent = ComponentPpwrFields & {
  id: string;
  familyId?: string | null;
  materialId?: string | null;
  weight?: number | null;
  constituents?: readonly { materialId: string; weight: number }[];
};

/**
 * A packaging as the PPWR rules read it, with the latest grade per country the assessment gave
 * and the units it places on each market (the portfolio's Art. 7 figure weighs by them).
 */
export type PpwrPackaging = PackagingPpwrFields &
  PackagingMarketFields & {
    components: readonly PpwrComponent[];
    grades?: Record<string, Grade>;
    outdatedCountries?: readonly string[];
  };

/** What a rule reads: the packaging, its evidence, the EU member states, the day it is checked for. */
export interface RuleInput {
  pkg: PpwrPackaging;
  evidence: readonly EvidenceRef[];
  euCountryIds: ReadonlySet<string>;
  /** YYYY-MM-DD: a document that expired before it does not count. */
  on: string;
}

/** A rule's answer before its date is applied: the statuses a packaging's data can give. */
export interface Finding {
  status: 'met' | 'not_met' | 'evidence_missing' | 'not_applicable';
  values: ConformityValue[];
  missing: ConformityMissing[];
  note: Localized | null;
}

/** One stage of a requirement: from when, with which thresholds (Art. 6 and 7 tighten later). */
export interface RuleStage {
  from: string;
  thresholds: ConformityThreshold[];
}

/** A requirement as data: what the rule set's fingerprint covers. */
export interface PpwrRuleData {
  id: string;
  article: string;
  title: Localized;
  stages: readonly [RuleStage, ...RuleStage[]];
  provisional: boolean;
  source: { name: string; edition: string; url: string };
}

/** A requirement with the evaluation that answers it from a packaging's data at one stage. */
export interface PpwrRule extends PpwrRuleData {
  evaluate: (input: RuleInput, stage: RuleStage) => Finding;
}
