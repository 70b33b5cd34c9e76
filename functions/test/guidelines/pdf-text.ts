import { readPdf } from '../support/pdf-read';

/** Each text run of the guideline, as a reader's viewer extracts it (support/pdf-read.ts). */
export const pdfLines = async (pdf: Buffer): Promise<string[]> =>
  (await readPdf(pdf)).runs.map((run) => run.text);

/** All page text in reading order, with every run of whitespace (no-break spaces too) as one space. */
export const pdfText = async (pdf: Buffer): Promise<string> => (await readPdf(pdf)).text;

export const pdfPageCount = (pdf: Buffer): number =>
  pdf.toString('latin1').match(/\/Type \/Page(?!s)\b/g)?.length ?? 0;

/** The document info Title. */
export const pdfInfoTitle = async (pdf: Buffer): Promise<string | undefined> => (await readPdf(pdf)).title;

export const normaliseSpaces = (text: string): string => text.replace(/[\s\u00a0]+/g, ' ');
