/** The RGBA pixels of a decoded image. */
export interface Pixels {
  width: number;
  height: number;
  data: Uint8Array;
}

const ORIENTATION_TAG = 0x0112;

/** The EXIF orientation (1–8) of a TIFF block, or 1 when it has none or cannot be read. */
const orientationInTiff = (tiff: Buffer): number => {
  if (tiff.length < 8) return 1;
  const order = tiff.toString('latin1', 0, 2);
  if (order !== 'II' && order !== 'MM') return 1;
  const u16 = (at: number) => (order === 'II' ? tiff.readUInt16LE(at) : tiff.readUInt16BE(at));
  const u32 = (at: number) => (order === 'II' ? tiff.readUInt32LE(at) : tiff.readUInt32BE(at));
  const directory = u32(4);
  if (directory + 2 > tiff.length) return 1;
  const entries = u16(directory);
  for (let i = 0; i < entries; i++) {
    const entry = directory + 2 + i * 12;
    if (entry + 12 > tiff.length) return 1;
    if (u16(entry) === ORIENTATION_TAG) {
      const value = u16(entry + 8);
      return value >= 1 && value <= 8 ? value : 1;
    }
  }
  return 1;
};

/**
 * How the camera says the picture is to be turned, from the EXIF APP1 segment. The segment itself
 * is not kept, so the turn is made in the pixels instead, or a phone photo would show on its side.
 */
export const jpegOrientation = (bytes: Buffer): number => {
  let offset = 2;
  while (offset + 4 <= bytes.length && bytes[offset] === 0xff) {
    const marker = bytes[offset + 1] ?? 0;
    // Scan data follows the start-of-scan marker: EXIF, if any, came before it.
    if (marker === 0xda) return 1;
    const length = bytes.readUInt16BE(offset + 2);
    const data = bytes.subarray(offset + 4, offset + 2 + length);
    if (marker === 0xe1 && data.toString('latin1', 0, 6) === 'Exif\0\0')
      return orientationInTiff(data.subarray(6));
    offset += 2 + length;
  }
  return 1;
};

/** Where output pixel (x, y) is taken from, for each EXIF orientation of a w × h source. */
const sources: Record<number, (x: number, y: number, w: number, h: number) => [number, number]> = {
  2: (x, y, w) => [w - 1 - x, y],
  3: (x, y, w, h) => [w - 1 - x, h - 1 - y],
  4: (x, y, _w, h) => [x, h - 1 - y],
  5: (x, y) => [y, x],
  6: (x, y, _w, h) => [y, h - 1 - x],
  7: (x, y, w, h) => [w - 1 - y, h - 1 - x],
  8: (x, y, w) => [w - 1 - y, x],
};

/** The pixels turned and mirrored upright, as a viewer honouring the EXIF orientation shows them. */
export const upright = (image: Pixels, orientation: number): Pixels => {
  const source = sources[orientation];
  if (!source) return image;
  const { width: w, height: h } = image;
  const [width, height] = orientation >= 5 ? [h, w] : [w, h];
  const from = new Uint32Array(image.data.buffer, image.data.byteOffset, w * h);
  const data = new Uint8Array(w * h * 4);
  const to = new Uint32Array(data.buffer);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const [sx, sy] = source(x, y, w, h);
      to[y * width + x] = from[sy * w + sx] ?? 0;
    }
  return { width, height, data };
};
