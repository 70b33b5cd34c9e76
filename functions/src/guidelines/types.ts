import type { Localized } from '@recyclens/shared';

/**
 * The shape of an eco-design guideline. Content is written per language by hand (no machine
 * translation), but the structure is shared: every language has the same sections, blocks and
 * list lengths, so a reviewer can compare the three side by side and a test can enforce it.
 */

export const guidelineIds = [
  'aluminium',
  'steel',
  'wood',
  'glass',
  'natural-pe-flexible-films',
  'paper-and-cardboard',
] as const;
export type GuidelineId = (typeof guidelineIds)[number];

/** A document a guideline cites. Names stay in their original language in every translation. */
export interface GuidelineSource {
  id: string;
  /** Short label used inside a section, e.g. "FEVE". */
  short: string;
  name: string;
  /** Edition or year as we know it; "as amended" where a law changes over time. */
  version: string;
  url?: string;
}

/**
 * `do` and `avoid` lists get their own markers in the PDF so the advice reads at a glance;
 * `plain` is for facts (limits, process steps).
 */
export type ListTone = 'do' | 'avoid' | 'plain';

export type GuidelineBlock =
  { kind: 'paragraph'; text: string } | { kind: 'list'; tone: ListTone; items: string[] };

export interface GuidelineSection {
  heading: string;
  blocks: GuidelineBlock[];
  /** Ids of the sources this section's facts come from; printed under the section. */
  sources: string[];
}

export interface GuidelineText {
  title: string;
  summary: string;
  sections: GuidelineSection[];
  checklist: string[];
}

export interface GuidelineContent {
  id: GuidelineId;
  /** Every source cited by any section, in the order they are listed at the end. */
  sources: GuidelineSource[];
  text: Localized<GuidelineText>;
}
