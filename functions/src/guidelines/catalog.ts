import { guidelineContents } from './content/index';
import type { ContentLanguage, Localized } from '@recyclens/shared';
import type { GuidelineContent, GuidelineId } from './types';

/**
 * The guidelines the Guidelines screen lists. Bump `version` (year.month) and `updatedAt`
 * whenever a guideline's content changes: the version is part of the stored PDF's object key,
 * so a new version never serves an old cached file.
 */
export interface GuidelineCatalogEntry {
  id: GuidelineId;
  titles: Localized;
  version: string;
  /** ISO date (YYYY-MM-DD); also the PDF's creation date, which keeps the bytes stable. */
  updatedAt: string;
}

const version = '2026.11';
const updatedAt = '2026-11-22';

const entryFor = (content: GuidelineContent): GuidelineCatalogEntry => ({
  id: content.id,
  titles: { en: content.text.en.title, de: content.text.de.title, fr: content.text.fr.title },
  version,
  updatedAt,
});

/** In the order docs/product.md#guidelines lists them. */
export const guidelines: GuidelineCatalogEntry[] = guidelineContents.map(entryFor);

export const isGuidelineId = (id: string): id is GuidelineId => guidelines.some((entry) => entry.id === id);

export const findGuideline = (
  id: GuidelineId,
): { entry: GuidelineCatalogEntry; content: GuidelineContent } => {
  const entry = guidelines.find((candidate) => candidate.id === id);
  const content = guidelineContents.find((candidate) => candidate.id === id);
  // Unreachable for a typed id; kept for ids that reach here through a cast from a request.
  if (entry === undefined || content === undefined) throw new RangeError(`Unknown guideline: ${id}`);
  return { entry, content };
};

/** Where the rendered PDF is stored, e.g. guidelines/glass/de-2026.11.pdf. */
export const guidelineObjectKey = (id: GuidelineId, language: ContentLanguage): string =>
  `guidelines/${id}/${language}-${findGuideline(id).entry.version}.pdf`;
