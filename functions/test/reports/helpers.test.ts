import { describe, expect, it } from 'vitest';
import { contrastText, normalizeHex } from '../../src/reports/colors';
import { formatRange } from '../../src/reports/format';
import { gradeLabel, methodologyLabel, reportLabels } from '../../src/reports/labels';
import { pdfText, truncate } from '../../src/pdf/pdf-text';
import { missingGlyphs } from '../support/font-coverage';

describe('pdfText', () => {
  it('keeps every letter and symbol, composes accents, and drops what no font draws', () => {
    expect(pdfText('Füllstoff – “Größe” € œ Łódź Ωμέγα Щука')).toBe(
      'Füllstoff – “Größe” € œ Łódź Ωμέγα Щука',
    );
    // A narrow no-break space (French typography) stays unbreakable.
    expect(pdfText('≤ 5 % → ≥ 0,9\u202f')).toBe('≤ 5 % → ≥ 0,9\u00a0');
    expect(pdfText('e\u0301')).toBe('é');
    expect(pdfText('a\u200bb\u0007c\r\nd\te')).toBe('abc\nd e');
    // Never a question mark in place of a character: what Inter lacks shows as an empty box.
    expect(pdfText('漢字 😀')).toBe('漢字 😀');
  });

  it('cuts long text with an ellipsis', () => {
    expect(truncate('abcdef', 4)).toBe('abc…');
    expect(truncate('abc', 4)).toBe('abc');
  });
});

describe('labels', () => {
  it('has every label in every language, printable in the embedded font', () => {
    const keys = Object.keys(reportLabels.en);
    for (const language of ['en', 'de', 'fr'] as const) {
      const labels = reportLabels[language] as unknown as Record<string, string>;
      expect(Object.keys(labels)).toEqual(keys);
      for (const key of keys) {
        expect(labels[key]?.trim(), `${language}.${key}`).toBeTruthy();
        expect(missingGlyphs(labels[key] ?? ''), `${language}.${key}`).toEqual([]);
      }
    }
    expect(gradeLabel('not-recyclable', 'fr')).toBe('Non recyclable');
    expect(methodologyLabel('pre')).toBe('Plastics Recyclers Europe');
    expect(methodologyLabel('something-new')).toBe('something-new');
  });
});

describe('colours and numbers', () => {
  it('accepts hex colours only, and picks readable text on them', () => {
    expect(normalizeHex('#ABC', '#000000')).toBe('#aabbcc');
    expect(normalizeHex(' 1f4e79 ', '#000000')).toBe('#1f4e79');
    expect(normalizeHex('rgb(0,0,0)', '#123456')).toBe('#123456');
    expect(contrastText('#1f4e79')).toBe('#ffffff');
    expect(contrastText('#ffe066')).toBe('#111111');
  });

  it('prints density ranges in the reader’s number format', () => {
    expect(formatRange(0.9, 0.95, 'de')).toBe('0,9–0,95');
    expect(formatRange(0.9, 0.9, 'en')).toBe('0.9');
    expect(formatRange(null, 1.2, 'en')).toBe('1.2');
    expect(formatRange(null, null, 'fr')).toBe('–');
  });
});
