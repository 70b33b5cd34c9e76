import type { EvidenceContentType } from '@recyclens/shared';
import { imageTypeOf } from '../../images/image-header';

/** Every PDF starts with this header (ISO 32000-1, 7.5.2); readers accept nothing else first. */
const pdfHeader = Buffer.from('%PDF-', 'latin1');

/**
 * PDF, PNG, JPEG or neither, by the file's first bytes alone: a ZIP, HTML page or SVG named
 * `.pdf` or declared `application/pdf` is none of them (decision 049).
 */
export const evidenceFileTypeOf = (bytes: Buffer): EvidenceContentType | undefined =>
  bytes.length >= pdfHeader.length && bytes.subarray(0, pdfHeader.length).equals(pdfHeader)
    ? 'application/pdf'
    : imageTypeOf(bytes);
