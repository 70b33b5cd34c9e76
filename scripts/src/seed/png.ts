import { crc32, deflateSync } from 'node:zlib';

/**
 * A minimal PNG encoder for the seeded demo logo, so the repo carries no binary asset and the
 * logo can be drawn in the demo tenant's colours.
 */

/** One PNG chunk: length, type, data and the CRC the decoder checks (tests build odd ones with it). */
export const pngChunk = (type: string, data: Buffer): Buffer => {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typeAndData = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typeAndData) >>> 0);
  return Buffer.concat([length, typeAndData, crc]);
};

export type Rgba = [number, number, number, number];

export const encodePng = (width: number, height: number, pixel: (x: number, y: number) => Rgba): Buffer => {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 6; // colour type RGBA
  const raw = Buffer.alloc(height * (1 + width * 4));
  for (let y = 0; y < height; y++) {
    const row = y * (1 + width * 4);
    raw[row] = 0; // no filter
    for (let x = 0; x < width; x++) raw.set(pixel(x, y), row + 1 + x * 4);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(raw)),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
};

const hexToRgba = (hex: string): Rgba => [
  Number.parseInt(hex.slice(1, 3), 16),
  Number.parseInt(hex.slice(3, 5), 16),
  Number.parseInt(hex.slice(5, 7), 16),
  255,
];

/** A ring with three gaps (a nod to the recycling loop) in two colours on a transparent field. */
export const drawRingLogo = (size: number, primary: string, secondary: string): Buffer => {
  const outer = size * 0.46;
  const inner = size * 0.3;
  const centre = size / 2;
  const [p, s] = [hexToRgba(primary), hexToRgba(secondary)];
  return encodePng(size, size, (x, y) => {
    const dx = x + 0.5 - centre;
    const dy = y + 0.5 - centre;
    const r = Math.hypot(dx, dy);
    if (r > outer || r < inner) return [0, 0, 0, 0];
    const angle = (Math.atan2(dy, dx) + Math.PI) / (2 * Math.PI);
    const sector = (angle * 3) % 1;
    if (sector < 0.06) return [0, 0, 0, 0];
    return Math.floor(angle * 3) === 1 ? s : p;
  });
};
