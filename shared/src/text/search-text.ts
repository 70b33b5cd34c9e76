/**
 * Text as search and sorting compare it (issue 21 §2): case, accents and ß ignored, so "creme
 * brulee" finds "Crème brûlée", "strasse" finds "Straße", and "Ä" sorts with "A". The server
 * stores names folded (search text, sort keys) and folds each query the same way; the web app uses
 * the same folding to highlight what matched.
 */
const foldChar = (char: string): string =>
  char
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/ß/g, 'ss');

/**
 * The German way of writing an umlaut without it (issue 36 §6): "muesli" is how a German types
 * "Müsli" on a keyboard without ü, as "musli" is how anyone else does.
 */
const germanSpelling = (text: string): string =>
  text
    .normalize('NFC')
    .replace(/[äÄ]/g, (umlaut) => (umlaut === 'ä' ? 'ae' : 'Ae'))
    .replace(/[öÖ]/g, (umlaut) => (umlaut === 'ö' ? 'oe' : 'Oe'))
    .replace(/[üÜ]/g, (umlaut) => (umlaut === 'ü' ? 'ue' : 'Ue'));

const foldGermanChar = (char: string): string => foldChar(germanSpelling(char));

export const foldText = (text: string): string => foldChar(text).replace(/\s+/g, ' ').trim();

/**
 * What a search matches a name against, as stored: the folded text, then each of its words with
 * an umlaut once more in the German spelling, so both "musli" and "muesli" find "Müsli". Queries
 * are folded plainly (searchWords); the stored text holds both spellings instead.
 */
export const searchableText = (text: string): string => {
  const folded = foldText(text);
  const words = folded.split(' ');
  const german = foldGermanChar(text).replace(/\s+/g, ' ').trim().split(' ');
  const extra = german.filter((word, index) => word !== words[index]);
  return extra.length > 0 ? `${folded} ${[...new Set(extra)].join(' ')}` : folded;
};

/** Longest digit run padded; longer ones keep their digits (and sort after, by length). */
const NUMBER_WIDTH = 12;

/**
 * A sort key that orders names naturally: folded as above, each number padded to 12 digits, so
 * "Project 2" sorts before "Project 10" in a DynamoDB index, which compares bytes.
 */
export const naturalSortKey = (text: string): string =>
  foldText(text).replace(/\d+/g, (digits) => {
    const number = digits.replace(/^0+(?=\d)/, '');
    return number.length <= NUMBER_WIDTH ? number.padStart(NUMBER_WIDTH, '0') : number;
  });

/** At most this many words of a query are matched: each costs a condition of the filtered read. */
export const MAX_SEARCH_WORDS = 8;

/** The words of a search query, folded, each once: all must match, in any order. */
export const searchWords = (query: string | undefined): string[] =>
  [
    ...new Set(
      foldText(query ?? '')
        .split(' ')
        .filter(Boolean),
    ),
  ].slice(0, MAX_SEARCH_WORDS);

/** After the character at `index`, with the combining marks that follow it (a decomposed accent). */
const endOfCharacter = (text: string, index: number): number => {
  let end = index + ((text.codePointAt(index) ?? 0) > 0xffff ? 2 : 1);
  while (end < text.length && /\p{M}/u.test(text[end] ?? '')) end += 1;
  return end;
};

/**
 * Where `words` occur in `text`, as [start, end) ranges of the original text, merged: what the
 * list highlights. Folding may change lengths (ß → ss, decomposed accents), so each folded
 * character remembers the original character it came from.
 */
export const matchRanges = (text: string, words: readonly string[]): [number, number][] => {
  const ranges: [number, number][] = [];
  // Both spellings the stored text holds: "muesli" marks the "Müsli" it found.
  for (const fold of [foldChar, foldGermanChar]) {
    let folded = '';
    const origin: number[] = [];
    let index = 0;
    for (const char of text) {
      const piece = /\s/.test(char) ? ' ' : fold(char);
      for (let i = 0; i < piece.length; i++) origin.push(index);
      folded += piece;
      index += char.length;
    }
    for (const word of words) {
      if (!word) continue;
      for (let at = folded.indexOf(word); at !== -1; at = folded.indexOf(word, at + 1)) {
        const start = origin[at] ?? 0;
        const lastOrigin = origin[at + word.length - 1] ?? start;
        ranges.push([start, endOfCharacter(text, lastOrigin)]);
      }
    }
  }
  ranges.sort((a, b) => a[0] - b[0]);
  const merged: [number, number][] = [];
  for (const range of ranges) {
    const last = merged[merged.length - 1];
    if (last && range[0] <= last[1]) last[1] = Math.max(last[1], range[1]);
    else merged.push([...range]);
  }
  return merged;
};
