import { decode as decodeJpeg, encode as encodeJpeg } from 'jpeg-js';
import { PNG } from 'pngjs';
import { IMAGE_MAX_MEGAPIXELS } from '@recyclens/shared';
import { jpegOrientation, upright } from './jpeg-orientation';

/** High, since the upload was lossy already and this is a second generation of loss. */
const JPEG_QUALITY = 90;
/**
 * jpeg-js's own ceiling on the buffers it counts, a second guard behind the header check: at the
 * pixel limit it counts ~340 MB (measured, 4000 × 4000 without chroma subsampling), and the whole
 * process peaks near 830 MB, within the function's 1,769 MB.
 */
const JPEG_MAX_MEMORY_MB = 512;

const isOpaque = (rgba: Uint8Array): boolean => {
  for (let alpha = 3; alpha < rgba.length; alpha += 4) if (rgba[alpha] !== 255) return false;
  return true;
};

/**
 * The PNG up to the end of its IEND chunk. What follows (a ZIP or HTML of a polyglot) is no part
 * of the image, and pngjs would refuse the whole file for it.
 */
const throughImageEnd = (bytes: Buffer): Buffer => {
  let offset = 8;
  while (offset + 8 <= bytes.length) {
    const end = offset + 12 + bytes.readUInt32BE(offset);
    if (bytes.toString('latin1', offset + 4, offset + 8) === 'IEND') return bytes.subarray(0, end);
    offset = end;
  }
  return bytes;
};

/**
 * A new PNG from the decoded pixels alone: text chunks, EXIF, and whatever follows IEND stay
 * behind. Opaque images are written without an alpha channel, a quarter fewer bytes.
 */
export const reencodePng = (bytes: Buffer): Buffer => {
  const image = PNG.sync.read(throughImageEnd(bytes));
  return PNG.sync.write(image, { colorType: isOpaque(image.data) ? 2 : 6 });
};

/**
 * A new JPEG from the decoded pixels alone: EXIF (with any GPS position), XMP, ICC and comment
 * segments stay behind, the EXIF orientation applied to the pixels. Strict decoding, so a file
 * cut short is refused rather than half-grey.
 */
export const reencodeJpeg = (bytes: Buffer): Buffer => {
  const image = decodeJpeg(bytes, {
    useTArray: true,
    formatAsRGBA: true,
    tolerantDecoding: false,
    maxResolutionInMP: IMAGE_MAX_MEGAPIXELS,
    maxMemoryUsageInMB: JPEG_MAX_MEMORY_MB,
  });
  const { width, height, data } = upright(image, jpegOrientation(bytes));
  // A fresh object: the decoded one carries the EXIF and comments, which the encoder writes back.
  return encodeJpeg({ width, height, data }, JPEG_QUALITY).data;
};
