import { createRequire } from 'node:module';

export type FontStyle = 'regular' | 'bold' | 'italic';

/**
 * Inter (Google Fonts' build, SIL Open Font License) as TrueType: Latin with its extensions,
 * Greek, Cyrillic and Vietnamese in one face per style, so a Polish, Czech, Hungarian, Greek or
 * Russian name prints as typed. pdfkit embeds only the glyphs a document uses. The files ship
 * beside the Lambda bundle (infra/lib/api/group-profiles.ts) and are read when a PDF is made,
 * never at import.
 */
export const fontFiles: Record<FontStyle, string> = {
  regular: '@expo-google-fonts/inter/400Regular/Inter_400Regular.ttf',
  bold: '@expo-google-fonts/inter/700Bold/Inter_700Bold.ttf',
  italic: '@expo-google-fonts/inter/400Regular_Italic/Inter_400Regular_Italic.ttf',
};

const resolve = createRequire(import.meta.url).resolve;

/** Registers the three styles on a document under their names ('regular', 'bold', 'italic'). */
export const registerFonts = (doc: PDFKit.PDFDocument): void => {
  for (const [style, file] of Object.entries(fontFiles)) doc.registerFont(style, resolve(file));
};
