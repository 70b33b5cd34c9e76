import { describe, expect, it } from 'vitest';
import { formatGuidelineDate } from '../../src/guidelines/labels';
import { typeset } from '../../src/guidelines/typography';
import { pdfText } from '../../src/pdf/pdf-text';
import { missingGlyphs } from '../support/font-coverage';

describe('PDF text', () => {
  it('prints the characters of every language our users type, in the embedded font', () => {
    expect(missingGlyphs('äöüÄÖÜß éèêàâçîïôûùœŒ «» „“ ’ – · € ° ³ ≤ ≥ → ±')).toEqual([]);
    expect(missingGlyphs('Zażółć gęślą jaźń Příliš žluťoučký kůň Árvíztűrő tükörfúrógép')).toEqual([]);
    expect(missingGlyphs('Ελληνικά Кириллица Tiếng Việt')).toEqual([]);
  });

  it('keeps symbols as they are, and the narrow no-break space unbreakable', () => {
    expect(pdfText('EVOH ≤ 10 % → green, ≥ 75%')).toBe('EVOH ≤ 10 % → green, ≥ 75%');
    expect(pdfText('10\u202f%')).toBe('10\u00a0%');
  });
});

describe('typeset', () => {
  it('keeps numbers with their units and applies French spacing', () => {
    expect(typeset('at most 5 % and 1 g/cm³', 'en')).toBe('at most 5\u00a0% and 1\u00a0g/cm³');
    expect(typeset('« à tester » : vert ; rouge ?', 'fr')).toBe(
      '«\u00a0à tester\u00a0»\u00a0: vert\u00a0; rouge\u00a0?',
    );
    expect(typeset('Quellen: A', 'de')).toBe('Quellen: A');
  });
});

describe('formatGuidelineDate', () => {
  it('writes the date the way each language does', () => {
    expect(formatGuidelineDate('2026-11-22', 'en')).toBe('22 November 2026');
    expect(formatGuidelineDate('2026-03-05', 'de')).toBe('5. März 2026');
    expect(formatGuidelineDate('2026-08-01', 'fr')).toBe('1er août 2026');
    expect(() => formatGuidelineDate('22.11.2026', 'en')).toThrow(RangeError);
  });
});
