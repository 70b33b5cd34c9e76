/**
 * Text as our PDFs print it, in the embedded Inter (fonts.ts), which covers Latin with its
 * extensions, Greek, Cyrillic and Vietnamese: accents composed (NFC), every kind of space a plain
 * space, line breaks kept, and control and format characters, which no font draws, dropped.
 * Characters of other scripts (CJK, Arabic…) have no glyph in Inter and show as empty boxes;
 * nothing is replaced by '?'.
 */
export const pdfText = (text: string): string => {
  let out = '';
  for (const char of text.normalize('NFC')) {
    const codePoint = char.codePointAt(0) ?? 0;
    if (char === '\n') out += char;
    else if (char === '\r') continue;
    // French typography's narrow no-break space stays unbreakable.
    else if (char === '\u202f') out += '\u00a0';
    else if (char === '\t' || (char !== '\u00a0' && /\s/u.test(char))) out += ' ';
    else if (codePoint < 0x20 || (codePoint >= 0x7f && codePoint < 0xa0) || /\p{Cf}|\p{M}/u.test(char))
      continue;
    else out += char;
  }
  return out;
};

/** Cuts text to `max` characters with an ellipsis, so one field cannot swallow a page. */
export const truncate = (text: string, max: number): string =>
  text.length <= max ? text : `${text.slice(0, Math.max(0, max - 1)).trimEnd()}…`;
