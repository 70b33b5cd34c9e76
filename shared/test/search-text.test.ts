import { describe, expect, it } from 'vitest';
import { foldText, matchRanges, naturalSortKey, searchableText, searchWords } from '../src';

const sortedNames = (names: string[]) =>
  [...names].sort((a, b) => (naturalSortKey(a) < naturalSortKey(b) ? -1 : 1));

describe('search text', () => {
  it('ignores case, accents and ß', () => {
    expect(foldText('Crème Brûlée')).toBe('creme brulee');
    expect(foldText('Straße')).toBe(foldText('STRASSE'));
    expect(foldText('Łódź  Żółć')).toBe('łodz zołc');
    expect(foldText('Äpfel')).toBe('apfel');
  });

  it('stores umlaut words in the German spelling too, so "musli" and "muesli" both find "Müsli"', () => {
    expect(searchableText('Müsli-Becher für Kinder')).toBe('musli-becher fur kinder muesli-becher fuer');
    expect(searchableText('Große Straße')).toBe('grosse strasse');
    expect(searchableText('ÖKO Beutel')).toBe('oko beutel oeko');
    for (const query of ['musli', 'muesli', 'MÜSLI'])
      expect(searchWords(query).every((word) => searchableText('Müsli').includes(word))).toBe(true);
  });

  it('splits a query into folded words, each once', () => {
    expect(searchWords('  Brûlée crème  creme ')).toEqual(['brulee', 'creme']);
    expect(searchWords(undefined)).toEqual([]);
  });

  it('orders names naturally, and Ä with A, as a byte-wise index does', () => {
    expect(sortedNames(['Project 10', 'Project 2', 'project 1', 'Project 02b'])).toEqual([
      'project 1',
      'Project 2',
      'Project 02b',
      'Project 10',
    ]);
    expect(sortedNames(['Zucker', 'Äpfel', 'Birne', 'Apfel 2'])).toEqual([
      'Äpfel',
      'Apfel 2',
      'Birne',
      'Zucker',
    ]);
  });

  it('finds the ranges of the original text that matched, whatever folding did', () => {
    expect(matchRanges('Crème brûlée', ['creme'])).toEqual([[0, 5]]);
    expect(matchRanges('Große Straße', ['strasse'])).toEqual([[6, 12]]);
    // A decomposed accent stays with its letter.
    expect(matchRanges('Cre\u0300me', ['cre'])).toEqual([[0, 4]]);
    expect(matchRanges('Bottle bottle', ['bot', 'ttle'])).toEqual([
      [0, 6],
      [7, 13],
    ]);
    expect(matchRanges('Tray', ['bottle'])).toEqual([]);
    expect(matchRanges('Bio Müsli', ['muesli'])).toEqual([[4, 9]]);
    expect(matchRanges('Bio Müsli', ['musli', 'bio'])).toEqual([
      [0, 3],
      [4, 9],
    ]);
  });
});
