import { describe, expect, it } from 'vitest';
import { findGuideline, guidelineObjectKey, guidelines, isGuidelineId } from '../../src/guidelines/catalog';
import { guidelineIds, type GuidelineId } from '../../src/guidelines/types';

describe('guideline catalog', () => {
  it('lists the six guidelines with titles in English, German and French', () => {
    expect(guidelines.map((entry) => entry.id)).toEqual([...guidelineIds]);
    for (const entry of guidelines) {
      const { content } = findGuideline(entry.id);
      expect(entry.titles).toEqual({
        en: content.text.en.title,
        de: content.text.de.title,
        fr: content.text.fr.title,
      });
      expect(new Set(Object.values(entry.titles)).size).toBe(3);
    }
    expect(guidelines.find((entry) => entry.id === 'glass')?.titles.de).toBe('Verpackungen aus Glas');
  });

  it('gives each guideline a year.month version and a valid ISO date', () => {
    for (const entry of guidelines) {
      expect(entry.version).toMatch(/^\d{4}\.(0[1-9]|1[0-2])$/);
      expect(entry.updatedAt).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(new Date(`${entry.updatedAt}T00:00:00Z`).toISOString().slice(0, 10)).toBe(entry.updatedAt);
      // The version names the month the guideline was last updated.
      expect(entry.updatedAt.slice(0, 7)).toBe(entry.version.replace('.', '-'));
    }
  });

  it('builds the storage key from id, language and version', () => {
    expect(guidelineObjectKey('glass', 'de')).toBe('guidelines/glass/de-2026.11.pdf');
    expect(guidelineObjectKey('natural-pe-flexible-films', 'fr')).toBe(
      'guidelines/natural-pe-flexible-films/fr-2026.11.pdf',
    );
  });

  it('tells guideline ids from other strings', () => {
    expect(isGuidelineId('paper-and-cardboard')).toBe(true);
    expect(isGuidelineId('plastic')).toBe(false);
    expect(() => findGuideline('plastic' as GuidelineId)).toThrow(RangeError);
  });
});
