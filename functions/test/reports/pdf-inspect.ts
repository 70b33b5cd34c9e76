/**
 * Just enough PDF reading for the tests: pdfkit with `compress: false` writes each page's content
 * as plain operators, text as `x y Tm` followed by hex strings in a `TJ` array.
 */

// WinAnsi bytes 0x80-0x9F that differ from Latin-1.
const winAnsiHigh: Record<number, string> = {
  0x80: '€',
  0x82: '‚',
  0x83: 'ƒ',
  0x84: '„',
  0x85: '…',
  0x86: '†',
  0x87: '‡',
  0x88: 'ˆ',
  0x89: '‰',
  0x8a: 'Š',
  0x8b: '‹',
  0x8c: 'Œ',
  0x8e: 'Ž',
  0x91: '‘',
  0x92: '’',
  0x93: '“',
  0x94: '”',
  0x95: '•',
  0x96: '–',
  0x97: '—',
  0x98: '˜',
  0x99: '™',
  0x9a: 'š',
  0x9b: '›',
  0x9c: 'œ',
  0x9e: 'ž',
  0x9f: 'Ÿ',
};

export interface TextRun {
  page: number;
  /** baseline, in PDF units from the bottom of the page */
  y: number;
  text: string;
  /** true when every hex string had whole bytes (a non-WinAnsi character breaks this) */
  wellFormed: boolean;
}

const decodeHex = (hex: string): string => {
  let out = '';
  for (let i = 0; i + 1 < hex.length; i += 2) {
    const byte = parseInt(hex.slice(i, i + 2), 16);
    out += winAnsiHigh[byte] ?? String.fromCharCode(byte);
  }
  return out;
};

/** Page content streams in page order: each starts by flipping the y axis (images are skipped). */
const contentStreams = (pdf: Buffer): string[] =>
  [...pdf.toString('latin1').matchAll(/stream\n(1 0 0 -1 0 [\d.]+ cm\n[\s\S]*?)\nendstream/g)].map(
    (match) => match[1] ?? '',
  );

export const textRuns = (pdf: Buffer): TextRun[] =>
  contentStreams(pdf).flatMap((content, index) =>
    [...content.matchAll(/1 0 0 1 [-\d.]+ ([-\d.]+) Tm\n\/F\d+ [\d.]+ Tf\n\[(.*?)\] TJ/g)].map((match) => {
      const hexes = [...(match[2] ?? '').matchAll(/<([0-9a-f]*)>/g)].map((hex) => hex[1] ?? '');
      return {
        page: index + 1,
        y: Number(match[1]),
        text: hexes.map(decodeHex).join(''),
        wellFormed: hexes.every((hex) => hex.length % 2 === 0),
      };
    }),
  );

/** All text, one run per line. */
export const pdfText = (pdf: Buffer): string =>
  textRuns(pdf)
    .map((run) => run.text)
    .join('\n');

export const pageCount = (pdf: Buffer): number =>
  (pdf.toString('latin1').match(/\/Type \/Page(?!s)/g) ?? []).length;

export const countOf = (haystack: string, needle: string): number => haystack.split(needle).length - 1;
