/**
 * A PDF read back the way a reader's viewer or a search index reads it: pdf.js (pdfjs-dist)
 * decodes each font's text through its ToUnicode map, so what these helpers return is exactly
 * the text a user could select and copy, in every script.
 */
export interface TextRun {
  page: number;
  /** Baseline, in PDF units from the bottom of the page. */
  y: number;
  text: string;
}

export interface ReadPdf {
  pages: number;
  runs: TextRun[];
  /** All page text in reading order, every run of whitespace (no-break spaces too) as one space. */
  text: string;
  title: string | undefined;
}

type TextItem = { str: string; transform: number[] };

export const readPdf = async (pdf: Uint8Array): Promise<ReadPdf> => {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const doc = await pdfjs.getDocument({
    data: new Uint8Array(pdf),
    disableFontFace: true,
    useSystemFonts: false,
    isEvalSupported: false,
    verbosity: 0,
  }).promise;
  try {
    const runs: TextRun[] = [];
    for (let number = 1; number <= doc.numPages; number++) {
      const page = await doc.getPage(number);
      const content = await page.getTextContent();
      for (const item of content.items as TextItem[]) {
        if (item.str.trim() === '') continue;
        runs.push({ page: number, y: item.transform[5] ?? 0, text: item.str });
      }
    }
    const { info } = (await doc.getMetadata()) as { info: { Title?: string } };
    return {
      pages: doc.numPages,
      runs,
      text: runs
        .map((run) => run.text)
        .join(' ')
        .replace(/[\s\u00a0]+/g, ' '),
      title: info.Title,
    };
  } finally {
    await doc.destroy();
  }
};
