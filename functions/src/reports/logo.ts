import { inflateSync } from 'node:zlib';
import type { ReportTenant } from './types';

const pngSignature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/**
 * pdfkit decodes PNGs with transparency or interlacing in an asynchronous zlib callback that
 * throws, which would crash the whole export on one damaged logo. So the image data is inflated
 * here first, where a failure can be caught.
 */
const isReadablePng = (bytes: Buffer): boolean => {
  if (bytes.length < 33 || !bytes.subarray(0, 8).equals(pngSignature)) return false;
  const idat: Buffer[] = [];
  let offset = 8;
  let sawHeader = false;
  while (offset + 8 <= bytes.length) {
    const length = bytes.readUInt32BE(offset);
    const type = bytes.toString('latin1', offset + 4, offset + 8);
    const end = offset + 12 + length;
    if (end > bytes.length) return false;
    if (type === 'IHDR')
      sawHeader = length === 13 && bytes.readUInt32BE(offset + 8) > 0 && bytes.readUInt32BE(offset + 12) > 0;
    if (type === 'IDAT') idat.push(bytes.subarray(offset + 8, offset + 8 + length));
    if (type === 'IEND') break;
    offset = end;
  }
  if (!sawHeader || idat.length === 0) return false;
  try {
    inflateSync(Buffer.concat(idat));
    return true;
  } catch {
    return false;
  }
};

const startOfFrame = new Set([0xc0, 0xc1, 0xc2, 0xc3, 0xc5, 0xc6, 0xc7, 0xc9, 0xca, 0xcb, 0xcd, 0xce, 0xcf]);

/**
 * A JPEG with a frame header giving its size and colour channels: what pdfkit reads to embed it
 * (the pixels themselves are only decoded by the viewer). Checked here so a bad file is known
 * before the logo's backdrop is drawn.
 */
const isReadableJpeg = (bytes: Buffer): boolean => {
  if (bytes.length < 4 || bytes[0] !== 0xff || bytes[1] !== 0xd8) return false;
  let offset = 2;
  while (offset + 4 <= bytes.length) {
    if (bytes[offset] !== 0xff) return false;
    const marker = bytes[offset + 1] ?? 0;
    if (marker === 0xff) {
      offset += 1; // fill byte
      continue;
    }
    const length = bytes.readUInt16BE(offset + 2);
    if (startOfFrame.has(marker)) {
      if (offset + 10 > bytes.length) return false;
      const height = bytes.readUInt16BE(offset + 5);
      const width = bytes.readUInt16BE(offset + 7);
      const channels = bytes[offset + 9] ?? 0;
      return height > 0 && width > 0 && [1, 3, 4].includes(channels);
    }
    if (length < 2) return false;
    offset += 2 + length;
  }
  return false;
};

/**
 * The logo as a data URL pdfkit can open, or null when there is none or it cannot be read (the
 * report then goes without a logo rather than not at all). A data URL because pdfkit caches
 * images by string only: 200 reports in one file then embed the logo once.
 */
export const logoDataUrl = (logo: ReportTenant['logo']): string | null => {
  if (!logo || !Buffer.isBuffer(logo.bytes)) return null;
  // The bytes decide, not the declared type: a mislabelled upload is still a usable image.
  if (isReadablePng(logo.bytes)) return `data:image/png;base64,${logo.bytes.toString('base64')}`;
  if (isReadableJpeg(logo.bytes)) return `data:image/jpeg;base64,${logo.bytes.toString('base64')}`;
  return null;
};
