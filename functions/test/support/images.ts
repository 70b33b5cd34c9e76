import { encodePng } from '@recyclens/scripts/seed/png';

export const pngBytes = (size = 4, shade = 40): Buffer => encodePng(size, size, () => [shade, 120, 60, 255]);
/** Starts like a JPEG (SOI + APP0); the server checks the signature, not the whole file. */
export const jpegBytes = (): Buffer =>
  Buffer.concat([
    Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]),
    Buffer.from('JFIF\0'),
    Buffer.alloc(64, 7),
  ]);
export const gifBytes = (): Buffer => Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1');

export const fileForm = (bytes: Buffer, name: string, type: string, field = 'file'): FormData => {
  const form = new FormData();
  form.set(field, new Blob([new Uint8Array(bytes)], { type }), name);
  return form;
};
