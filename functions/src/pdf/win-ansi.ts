/**
 * The standard PDF fonts (Helvetica) only carry the WinAnsi character set, and pdfkit writes any
 * other character as a broken two-byte code. Everything our PDFs print (reports, guidelines) goes
 * through here.
 */

// Code points 0x80-0x9F of WinAnsi that are not Latin-1 (the rest of 0xA0-0xFF is Latin-1).
const winAnsiExtras = new Set(
  '€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ'.split('').map((char) => char.codePointAt(0) ?? 0),
);

// Common characters outside WinAnsi, spelled in ASCII so the meaning survives.
const replacements: Record<string, string> = {
  // French typography's narrow no-break space: keep it unbreakable.
  '\u202f': '\u00a0',
  '≤': '<=',
  '≥': '>=',
  '≠': '!=',
  '≈': '~',
  '→': '->',
  '←': '<-',
  '↔': '<->',
  '⇒': '=>',
  '−': '-',
  '‐': '-',
  '‑': '-',
  '‒': '-',
  '―': '-',
  '′': "'",
  '″': '"',
  '✓': 'v',
  '✔': 'v',
  '✗': 'x',
  '✘': 'x',
  '∞': 'inf.',
  '⁰': '0',
  '⁴': '4',
  '⁵': '5',
  '⁶': '6',
  '⁷': '7',
  '⁸': '8',
  '⁹': '9',
  '₀': '0',
  '₁': '1',
  '₂': '2',
  '₃': '3',
  '₄': '4',
  '₅': '5',
  '₆': '6',
  '₇': '7',
  '₈': '8',
  '₉': '9',
  Ω: 'Ohm',
  α: 'alpha',
  β: 'beta',
  γ: 'gamma',
  Δ: 'Delta',
  ﬁ: 'fi',
  ﬂ: 'fl',
};

const isWinAnsiCodePoint = (codePoint: number): boolean =>
  (codePoint >= 0x20 && codePoint <= 0x7e) ||
  (codePoint >= 0xa0 && codePoint <= 0xff) ||
  winAnsiExtras.has(codePoint);

/**
 * Text safe for a standard font: composed accents (NFC), spaces of every width as a plain space,
 * known symbols spelled out, line breaks kept, other control characters dropped, and anything
 * left as '?' so the reader sees something was there.
 */
export const toWinAnsi = (text: string): string => {
  let out = '';
  for (const char of text.normalize('NFC')) {
    const codePoint = char.codePointAt(0) ?? 0;
    if (char === '\n' || isWinAnsiCodePoint(codePoint)) out += char;
    else if (char === '\r') continue;
    else if (replacements[char] !== undefined) out += replacements[char];
    else if (char === '\t' || /\s/u.test(char)) out += ' ';
    else if (codePoint < 0x20 || (codePoint >= 0x7f && codePoint < 0xa0) || /\p{Cf}|\p{M}/u.test(char))
      continue;
    else out += '?';
  }
  return out;
};

/** Cuts text to `max` characters with an ellipsis, so one field cannot swallow a page. */
export const truncate = (text: string, max: number): string =>
  text.length <= max ? text : `${text.slice(0, Math.max(0, max - 1)).trimEnd()}…`;

export const isWinAnsi = (char: string): boolean => isWinAnsiCodePoint(char.codePointAt(0) ?? 0);

/** The characters of `text` a PDF with standard fonts cannot show; empty when all is well. */
export const nonWinAnsiCharacters = (text: string): string[] => [
  ...new Set(Array.from(text).filter((char) => !isWinAnsi(char) && char !== '\n')),
];
