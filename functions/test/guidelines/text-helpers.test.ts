import { describe, expect, it } from 'vitest';
import { formatGuidelineDate } from '../../src/guidelines/labels';
import { typeset } from '../../src/guidelines/typography';
import { isWinAnsi, nonWinAnsiCharacters, toWinAnsi } from '../../src/pdf/win-ansi';

describe('WinAnsi safety net', () => {
  it('accepts the characters German and French need', () => {
    expect(nonWinAnsiCharacters('äöüÄÖÜß éèêàâçîïôûùœŒ «» „“ ’ – · € ° ³')).toEqual([]);
  });

  it('replaces characters the standard fonts cannot show', () => {
    expect(isWinAnsi('≤')).toBe(false);
    expect(toWinAnsi('EVOH ≤ 10 % → green, ≥ 75%')).toBe('EVOH <= 10 % -> green, >= 75%');
    expect(toWinAnsi('10\u202f%')).toBe('10\u00a0%');
    expect(toWinAnsi('★')).toBe('?');
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
