import { registerFonts } from './fonts';

/**
 * An A4 document with our fonts registered, its pages buffered (so a footer can number them once
 * all are drawn) and its bytes collected in memory. pdfkit is large and loaded on first use, so
 * only a function that makes a PDF pays for it (docs/bundles.md).
 */
export const openPdf = async (
  options: PDFKit.PDFDocumentOptions,
): Promise<{ doc: PDFKit.PDFDocument; bytes: Promise<Buffer> }> => {
  const { default: PDFDocument } = await import('pdfkit');
  const doc = new PDFDocument({ size: 'A4', bufferPages: true, displayTitle: true, ...options });
  registerFonts(doc);
  const chunks: Uint8Array[] = [];
  const bytes = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Uint8Array) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  return { doc, bytes };
};
