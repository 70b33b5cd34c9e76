import * as z from 'zod';
import type { ppwrListFilters } from './plain-lists';

/**
 * A packaging's conformity with the EU packaging regulation (Regulation (EU) 2025/40; issue 34
 * §2, docs/ppwr.md): each requirement's answer for today, 1 January 2030 and 1 January 2038,
 * with the rule set's version and fingerprint (decision 048).
 */

/** A calendar day, YYYY-MM-DD: the dates a regulation speaks in. */
export const calendarDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/**
 * `applies_from`: the requirement does not apply yet on that day (`appliesFrom` says when it
 * will, `wouldBe` what the data would answer then). Unknown data is `evidence_missing`, never met.
 */
export const conformityStatuses = [
  'met',
  'not_met',
  'evidence_missing',
  'not_applicable',
  'applies_from',
] as const;
export type ConformityStatus = (typeof conformityStatuses)[number];

/** The kinds of evidence document a requirement may ask for (the evidence documents' own kinds). */
export const evidenceKinds = [
  'supplier_declaration',
  'test_report',
  'certificate',
  'drawing',
  'minimisation_justification',
  'other',
] as const;
export type EvidenceKind = (typeof evidenceKinds)[number];

/** A document as the rules read it: its kind, what it covers (a component or, null, the packaging) and expiry. */
export interface EvidenceRef {
  kind: EvidenceKind;
  componentId: string | null;
  expiresOn: string | null;
}

export const conformityThresholdSchema = z.object({
  /** What is limited, e.g. `heavyMetalsSumMgPerKg`, `grade`, `recycledContentPercent`. */
  name: z.string(),
  /** null: a figure we could not verify against the regulation's text (docs/ppwr.md), never a guess. */
  value: z.number().nullable(),
  unit: z.string(),
  /** How a value passes: at most the limit, below it, or at least it. */
  comparison: z.enum(['at_most', 'below', 'at_least']),
});
export type ConformityThreshold = z.infer<typeof conformityThresholdSchema>;

const valueSchema = z.object({
  name: z.string(),
  value: z.union([z.number(), z.string(), z.boolean(), z.null()]),
  unit: z.string().nullable(),
  /** The component the value is of; null for the packaging. */
  componentId: z.string().nullable(),
});
export type ConformityValue = z.infer<typeof valueSchema>;

const missingSchema = z.object({
  /** `data`: a field is unknown; `evidence`: a document of one of `evidenceKinds` is missing or expired. */
  kind: z.enum(['data', 'evidence']),
  field: z.string().nullable(),
  evidenceKinds: z.array(z.enum(evidenceKinds)),
  componentId: z.string().nullable(),
});
export type ConformityMissing = z.infer<typeof missingSchema>;

export const conformityOutcomeSchema = z.object({
  status: z.enum(conformityStatuses),
  /** The date the stage checked applies from (for `applies_from`: the date it will). */
  appliesFrom: calendarDay.nullable(),
  /** `applies_from` only: what the packaging's data would answer on that date. */
  wouldBe: z.enum(['met', 'not_met', 'evidence_missing']).nullable(),
  thresholds: z.array(conformityThresholdSchema),
  values: z.array(valueSchema),
  missing: z.array(missingSchema),
  /** A short reason in the reader's language: why not applicable, what decided it. */
  note: z.string().nullable(),
});
export type ConformityOutcome = z.infer<typeof conformityOutcomeSchema>;

export const conformityHorizons = ['today', 'by2030', 'by2038'] as const;
export type ConformityHorizon = (typeof conformityHorizons)[number];

export const conformityRuleSchema = z.object({
  id: z.string(),
  /** The article and paragraph, e.g. "Art. 5(4)". */
  article: z.string(),
  title: z.string(),
  /** The first date the requirement applies from. */
  appliesFrom: calendarDay,
  /** Rests on acts the Commission has not adopted yet (e.g. Art. 6's design-for-recycling criteria). */
  provisional: z.boolean(),
  source: z.object({ name: z.string(), edition: z.string(), url: z.string() }),
  outcomes: z.object({
    today: conformityOutcomeSchema,
    by2030: conformityOutcomeSchema,
    by2038: conformityOutcomeSchema,
  }),
});
export type ConformityRule = z.infer<typeof conformityRuleSchema>;

export const packagingConformitySchema = z.object({
  packageId: z.string(),
  packageVersion: z.number().int().min(1),
  dates: z.object({ today: calendarDay, by2030: calendarDay, by2038: calendarDay }),
  ruleSet: z.object({
    version: z.string(),
    /** SHA-256 of the rule set's data (articles, dates, thresholds, sources): equal hashes, equal rules. */
    fingerprint: z.string(),
  }),
  rules: z.array(conformityRuleSchema),
});
export type PackagingConformity = z.infer<typeof packagingConformitySchema>;

export { ppwrListFilters } from './plain-lists';
export type PpwrListFilter = (typeof ppwrListFilters)[number];

const horizonCountsSchema = z.object({
  today: z.number().int().min(0),
  by2030: z.number().int().min(0),
  by2038: z.number().int().min(0),
});

/** Art. 7(1)'s four categories of plastic packaging, each with its own minimums. */
export const recycledContentCategories = [
  'pet_contact_sensitive',
  'other_contact_sensitive',
  'single_use_plastic_beverage_bottle',
  'other_plastic',
] as const;
export type RecycledContentCategory = (typeof recycledContentCategories)[number];

/** Why a packaging is outside the portfolio's Art. 7 figure (docs/ppwr.md#art-7-portfolio-figure). */
export const recycledContentLeftOutReasons = [
  /** Art. 7(4): contact-sensitive packaging of medicinal products, medical devices, infant food. */
  'medicinal_or_infant_food',
  /** Art. 7(4)(e): every plastic part is certified compostable. */
  'compostable_plastic',
  /** Art. 7(4)(d), (f), (h) or 7(5)(a): the exemption recorded on the packaging. */
  'exemption_recorded',
  /** Art. 7(5)(b): each plastic part is below 5 % of the packaging's weight. */
  'plastic_parts_below_5_percent',
  'no_plastic',
  /** Its category cannot be told: components, materials or the contact fields are not entered. */
  'unclassified',
] as const;
export type RecycledContentLeftOutReason = (typeof recycledContentLeftOutReasons)[number];

const tonnes = z.number().min(0);

/**
 * Art. 7's recycled content over the portfolio (decision 057): per category and year, the plastic
 * the company's packaging placed on EU markets and its post-consumer recycled part, so the
 * figure is weighted by plastic mass placed (units × counted plastic). The legal figure is an
 * average per manufacturing plant and year, which we cannot know; this one says what the
 * portfolio's own data gives, and what it covers.
 */
export const recycledContentPortfolioSchema = z.object({
  /** The years any packaging in a category has EU units for, ascending. */
  years: z.array(z.number().int()),
  categories: z.array(
    z.object({
      category: z.enum(recycledContentCategories),
      /** Packaging in the category: Art. 7 applies to them. */
      packages: z.number().int().min(0),
      /** Of those, packaging whose recycled content or plastic weight is not entered: never counted. */
      figureUnknown: z.number().int().min(0),
      /** The category's minimums from each day (Art. 7(1) and (2)); null: not verified in the text. */
      minimums: z.array(z.object({ from: calendarDay, percent: z.number().nullable() })),
      years: z.array(
        z.object({
          year: z.number().int(),
          /** Packaging with EU units in the year and a known figure: what the figure covers. */
          packages: z.number().int().min(0),
          /** Packaging with a known figure but no EU units entered for the year. */
          withoutUnits: z.number().int().min(0),
          plasticTonnes: tonnes,
          recycledTonnes: tonnes,
          /** recycled ÷ plastic in %; null when no plastic was placed. */
          percent: z.number().nullable(),
        }),
      ),
    }),
  ),
  leftOut: z.array(
    z.object({ reason: z.enum(recycledContentLeftOutReasons), packages: z.number().int().min(0) }),
  ),
});
export type RecycledContentPortfolio = z.infer<typeof recycledContentPortfolioSchema>;

/**
 * The company's PPWR figures from its counters (decision 051): packaging with a summary, those
 * meeting every applicable requirement per horizon, and per requirement the packaging with a gap
 * (not met or evidence missing), most frequent by 2030 first. EU law: EU member states' grades only.
 */
export const ppwrPortfolioSchema = z.object({
  packages: z.number().int().min(0),
  meets: horizonCountsSchema,
  gaps: z.array(
    z.object({
      ruleId: z.string(),
      article: z.string(),
      title: z.string(),
      counts: horizonCountsSchema,
    }),
  ),
  recycledContent: recycledContentPortfolioSchema,
});
export type PpwrPortfolio = z.infer<typeof ppwrPortfolioSchema>;
