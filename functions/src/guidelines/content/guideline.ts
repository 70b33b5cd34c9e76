import { localize, type ContentLanguage, type Localized } from '@recyclens/shared';
import type { GuidelineContent, GuidelineId, GuidelineSource, GuidelineText, ListTone } from '../types';
import { guidelineLabels, type GuidelineSectionKey } from '../labels';
import { gradeText, scoringText } from './common';

/**
 * Every guideline has the same five sections in the same order, so a reader finds the same
 * thing in the same place in all six; only the words about the material are its own.
 */
export interface GuidelineWords {
  title: string;
  summary: string;
  /** "What happens in recycling": a lead-in, then the steps of collection, sorting and melting or pulping. */
  recycling: string;
  steps: string[];
  do: string[];
  avoid: string[];
  limits: string[];
  /** Where rating this material needs one more word (e.g. how it is collected), after the grades. */
  ratingNote?: string;
  checklist: string[];
}

export interface GuidelineDraft {
  id: GuidelineId;
  /** Every source cited by any section, in the order they are listed at the end. */
  sources: GuidelineSource[];
  /** Ids of the sources each section's facts come from; the same in every language. */
  cites: Record<GuidelineSectionKey, string[]>;
  /** The weight rule of the rating section (common.ts: weightText, or metalWeightText for metals). */
  weightRule: Localized;
  /** A limits heading of its own, where the limits need a word on what they measure. */
  limitsHeading?: Localized;
  words: Localized<GuidelineWords>;
}

const paragraph = (text: string) => ({ kind: 'paragraph', text }) as const;
const list = (tone: ListTone, items: string[]) => ({ kind: 'list', tone, items }) as const;

const textIn = (draft: GuidelineDraft, language: ContentLanguage): GuidelineText => {
  const words = localize(draft.words, language);
  const headings = localize(guidelineLabels, language).sections;
  const { cites } = draft;
  const rating = [scoringText, draft.weightRule, gradeText].map((text) =>
    paragraph(localize(text, language)),
  );
  if (words.ratingNote !== undefined) rating.push(paragraph(words.ratingNote));
  return {
    title: words.title,
    summary: words.summary,
    sections: [
      {
        heading: headings.recycling,
        blocks: [paragraph(words.recycling), list('plain', words.steps)],
        sources: cites.recycling,
      },
      { heading: headings.do, blocks: [list('do', words.do)], sources: cites.do },
      {
        heading: headings.avoid,
        blocks: [list('avoid', words.avoid)],
        sources: cites.avoid,
      },
      {
        heading:
          draft.limitsHeading === undefined ? headings.limits : localize(draft.limitsHeading, language),
        blocks: [list('plain', words.limits)],
        sources: cites.limits,
      },
      { heading: headings.rating, blocks: rating, sources: cites.rating },
    ],
    checklist: words.checklist,
  };
};

/** A guideline's content from its words: the sections, headings and shared sentences are added here. */
export const guideline = (draft: GuidelineDraft): GuidelineContent => ({
  id: draft.id,
  sources: draft.sources,
  text: { en: textIn(draft, 'en'), de: textIn(draft, 'de'), fr: textIn(draft, 'fr') },
});
