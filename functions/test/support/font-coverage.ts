import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fontFiles } from '../../src/pdf/fonts';

interface FontkitFont {
  hasGlyphForCodePoint(codePoint: number): boolean;
}
const require = createRequire(import.meta.url);
// pdfkit's own font engine, which embeds the fonts: what it finds is what the PDF can show.
const fontkit = require('fontkit') as { create(buffer: Buffer): FontkitFont };
const fonts = Object.values(fontFiles).map((file) => fontkit.create(readFileSync(require.resolve(file))));

/** The characters of `text` (but line breaks and spaces) that a style of our PDF font has no glyph for. */
export const missingGlyphs = (text: string): string[] => [
  ...new Set(
    Array.from(text).filter(
      (char) =>
        !/\s/u.test(char) && fonts.some((font) => !font.hasGlyphForCodePoint(char.codePointAt(0) ?? 0)),
    ),
  ),
];
