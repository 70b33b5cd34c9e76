import { decode as decodeJpeg, encode as encodeJpeg } from 'jpeg-js';
import { PNG } from 'pngjs';
import { encodePng, pngChunk } from '@recyclens/scripts/seed/png';
import type { useApi } from './api';

export { pngChunk };

export const pngBytes = (size = 4, shade = 40): Buffer => encodePng(size, size, () => [shade, 120, 60, 255]);

/** A real baseline JPEG (a colour gradient), as a camera or an editor would write it. */
export const jpegBytes = (width = 12, height = 8): Buffer => {
  const data = Buffer.alloc(width * height * 4);
  for (let i = 0; i < width * height; i++)
    data.set([(i % width) * 20, Math.floor(i / width) * 30, 90, 255], i * 4);
  return encodeJpeg({ width, height, data }, 95).data;
};

export const gifBytes = (): Buffer => Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1');

/** The PNG with a chunk put right after IHDR (signature 8 bytes + IHDR 25 bytes). */
export const withPngChunk = (png: Buffer, chunk: Buffer): Buffer =>
  Buffer.concat([png.subarray(0, 33), chunk, png.subarray(33)]);

/** The JPEG with an APP1 segment (where cameras put EXIF) right after its start marker. */
export const withJpegApp1 = (jpeg: Buffer, payload: Buffer): Buffer => {
  const header = Buffer.from([0xff, 0xe1, 0, 0]);
  header.writeUInt16BE(payload.length + 2, 2);
  return Buffer.concat([jpeg.subarray(0, 2), header, payload, jpeg.subarray(2)]);
};

/** Width, height and RGBA pixels, whichever of the two formats the bytes are. */
export const decodedImage = (bytes: Buffer) =>
  bytes[0] === 0x89 ? PNG.sync.read(bytes) : decodeJpeg(bytes, { formatAsRGBA: true });

/** Whether two PNGs show the same pixels, whatever bytes encode them. */
export const samePixels = (a: Buffer, b: Buffer): boolean => {
  const [left, right] = [decodedImage(a), decodedImage(b)];
  return left.width === right.width && left.height === right.height && left.data.equals(right.data);
};

export const fileForm = (bytes: Buffer, name: string, type: string, field = 'file'): FormData => {
  const form = new FormData();
  form.set(field, new Blob([new Uint8Array(bytes)], { type }), name);
  return form;
};

/** Uploads a profile picture as `token`'s user: a small PNG unless a test sends other bytes. */
export const uploadProfilePicture = <T = Record<string, unknown>>(
  call: ReturnType<typeof useApi>,
  token: string,
  bytes: Buffer = pngBytes(),
  name = 'me.png',
  type = 'image/png',
) => call<T>('POST', '/user/profile-picture/upload', { token, form: fileForm(bytes, name, type) });
