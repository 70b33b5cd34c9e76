/** What an upload's first bytes say it is: its real type and the canvas it claims. */
export interface ImageHeader {
  contentType: 'image/png' | 'image/jpeg';
  width: number;
  height: number;
}

const pngSignature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** PNG, JPEG, or neither, by signature alone, whatever the file's name or declared type. */
export const imageTypeOf = (bytes: Buffer): ImageHeader['contentType'] | undefined => {
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(pngSignature)) return 'image/png';
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  return undefined;
};

/** The PNG standard puts IHDR first, so its size is at a fixed place. */
const pngSize = (bytes: Buffer) => {
  if (bytes.length < 24 || bytes.readUInt32BE(8) !== 13 || bytes.toString('latin1', 12, 16) !== 'IHDR')
    return undefined;
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
};

// Every start-of-frame marker (baseline, extended, progressive, lossless, arithmetic): the size is
// read from any of them, and the decoder refuses the kinds it cannot read.
const startOfFrame = new Set([0xc0, 0xc1, 0xc2, 0xc3, 0xc5, 0xc6, 0xc7, 0xc9, 0xca, 0xcb, 0xcd, 0xce, 0xcf]);
// Markers that stand alone, without a length: TEM and the restart markers.
const standalone = new Set([0x01, 0xd0, 0xd1, 0xd2, 0xd3, 0xd4, 0xd5, 0xd6, 0xd7]);

/** The JPEG's size from its frame header, found by walking the segments before it. */
const jpegSize = (bytes: Buffer) => {
  let offset = 2;
  while (offset + 4 <= bytes.length) {
    if (bytes[offset] !== 0xff) return undefined;
    const marker = bytes[offset + 1] ?? 0;
    if (marker === 0xff) {
      offset += 1; // a fill byte before the marker
      continue;
    }
    if (standalone.has(marker)) {
      offset += 2;
      continue;
    }
    if (startOfFrame.has(marker)) {
      if (offset + 9 > bytes.length) return undefined;
      return { height: bytes.readUInt16BE(offset + 5), width: bytes.readUInt16BE(offset + 7) };
    }
    const length = bytes.readUInt16BE(offset + 2);
    if (length < 2) return undefined;
    offset += 2 + length;
  }
  return undefined;
};

/**
 * The type and claimed size of an upload, read without decoding a pixel; undefined for a file
 * that is not PNG or JPEG. A size of 0 means the header is missing or broken.
 */
export const readImageHeader = (bytes: Buffer): ImageHeader | undefined => {
  const contentType = imageTypeOf(bytes);
  if (!contentType) return undefined;
  const size = (contentType === 'image/png' ? pngSize(bytes) : jpegSize(bytes)) ?? { width: 0, height: 0 };
  return { contentType, ...size };
};
