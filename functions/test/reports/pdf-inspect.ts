import { readPdf, type TextRun } from '../support/pdf-read';

export type { TextRun };

/** Every text run of the report, with its page and baseline (support/pdf-read.ts). */
export const textRuns = async (pdf: Uint8Array): Promise<TextRun[]> => (await readPdf(pdf)).runs;

/** All text, one run per line. */
export const pdfText = async (pdf: Uint8Array): Promise<string> =>
  (await textRuns(pdf)).map((run) => run.text).join('\n');

export const pageCount = (pdf: Buffer): number =>
  (pdf.toString('latin1').match(/\/Type \/Page(?!s)/g) ?? []).length;

export const countOf = (haystack: string, needle: string): number => haystack.split(needle).length - 1;
