import { deflateSync } from 'node:zlib';
import { encode as encodeJpeg } from 'jpeg-js';
import { describe, expect, it } from 'vitest';
import { logoDataUrl } from '../src/reports/logo';
import { useApi } from './support/api';
import {
  decodedImage,
  fileForm,
  gifBytes,
  jpegBytes,
  pngBytes,
  pngChunk,
  samePixels,
  withJpegApp1,
  uploadProfilePicture,
  withPngChunk,
} from './support/images';
import { companyMember } from './support/company-members';
import { adminTokenOf, createTestTenant } from './support/tenants';

const call = useApi();
const tenant = await createTestTenant('images');

/** A member with a first picture, so every refusal can be checked to keep it. */
const memberWithPicture = async () => {
  const member = await companyMember(tenant);
  const first = pngBytes(5, 77);
  expect((await uploadPicture(member.token, first, 'first.png')).status).toBe(200);
  return { ...member, first };
};
const uploadPicture = (token: string, bytes: Buffer, name: string, type = 'image/png') =>
  uploadProfilePicture<{ code?: string; message?: string }>(call, token, bytes, name, type);
const pictureOf = (member: { id: string; token: string }) =>
  call('GET', `/profile/profile-picture/${member.id}`, { token: member.token });

/** The chunk types of a PNG, in order, with the offset where IEND ends. */
const pngLayout = (bytes: Buffer) => {
  const types: string[] = [];
  let offset = 8;
  while (offset + 8 <= bytes.length) {
    types.push(bytes.toString('latin1', offset + 4, offset + 8));
    offset += 12 + bytes.readUInt32BE(offset);
    if (types.at(-1) === 'IEND') break;
  }
  return { types, end: offset };
};

/** A PNG header claiming a canvas, followed by a small IDAT that would inflate without end. */
const pngClaiming = (width: number, height: number) => {
  const png = pngBytes(4);
  const header = Buffer.from(png.subarray(0, 33));
  header.writeUInt32BE(width, 16);
  header.writeUInt32BE(height, 20);
  const ihdr = pngChunk('IHDR', header.subarray(16, 29));
  return Buffer.concat([
    png.subarray(0, 8),
    ihdr,
    pngChunk('IDAT', deflateSync(Buffer.alloc(8 * 1024 * 1024))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
};

describe('uploaded images are decoded and written anew', () => {
  it('keeps a valid PNG and a valid JPEG as they look, with their true type', async () => {
    const member = await memberWithPicture();
    const png = pngBytes(9, 150);
    expect((await uploadPicture(member.token, png, 'me.png')).status).toBe(200);
    const servedPng = await pictureOf(member);
    expect(servedPng.headers.get('content-type')).toBe('image/png');
    expect(samePixels(servedPng.bytes, png)).toBe(true);

    const jpeg = jpegBytes(40, 30);
    // A JPEG sent under a .png name is still a JPEG: the bytes decide.
    expect((await uploadPicture(member.token, jpeg, 'me.png')).status).toBe(200);
    const servedJpeg = await pictureOf(member);
    expect(servedJpeg.headers.get('content-type')).toBe('image/jpeg');
    expect(decodedImage(servedJpeg.bytes)).toMatchObject({ width: 40, height: 30 });
  });

  it('refuses a PNG whose image data is cut short with a 400, keeping the old picture', async () => {
    const member = await memberWithPicture();
    const png = pngBytes(16, 10);
    const truncated = png.subarray(0, 33 + 8 + 6); // signature, IHDR, and a few bytes of IDAT
    const answer = await uploadPicture(member.token, truncated, 'cut.png');
    expect([answer.status, answer.body.code]).toEqual([400, 'IMAGE_INVALID']);
    expect(answer.body.message).toBe(
      'The image could not be read. Save it again as PNG or JPEG and try once more.',
    );
    expect(samePixels((await pictureOf(member)).bytes, member.first)).toBe(true);
  });

  it('refuses a JPEG cut short, and one that is only a header', async () => {
    const member = await memberWithPicture();
    const jpeg = jpegBytes(64, 64);
    for (const bytes of [jpeg.subarray(0, jpeg.length - 40), jpeg.subarray(0, 20)]) {
      const answer = await uploadPicture(member.token, bytes, 'cut.jpg', 'image/jpeg');
      expect([answer.status, answer.body.code]).toEqual([400, 'IMAGE_INVALID']);
    }
    expect(samePixels((await pictureOf(member)).bytes, member.first)).toBe(true);
  });

  it('stores a polyglot as its image only: nothing after IEND is served', async () => {
    const member = await memberWithPicture();
    const png = pngBytes(6, 20);
    const payloads = [
      Buffer.from('<html><script>alert(document.cookie)</script></html>'),
      Buffer.concat([Buffer.from('PK\x03\x04', 'latin1'), Buffer.from('evil.html'), Buffer.alloc(40, 1)]),
    ];
    for (const payload of payloads) {
      expect((await uploadPicture(member.token, Buffer.concat([png, payload]), 'poly.png')).status).toBe(200);
      const served = (await pictureOf(member)).bytes;
      expect(served.includes(payload)).toBe(false);
      expect(served.includes('<script>')).toBe(false);
      expect(served.includes('PK\x03\x04')).toBe(false);
      expect(pngLayout(served).end).toBe(served.length);
      expect(samePixels(served, png)).toBe(true);
    }
  });

  it('drops text chunks: a tEXt carrying a script is not served', async () => {
    const member = await memberWithPicture();
    const png = pngBytes(6, 30);
    const text = pngChunk('tEXt', Buffer.from('Comment\0<script>alert(1)</script>', 'latin1'));
    expect((await uploadPicture(member.token, withPngChunk(png, text), 'text.png')).status).toBe(200);
    const served = (await pictureOf(member)).bytes;
    expect(served.includes('<script>')).toBe(false);
    expect(pngLayout(served).types).not.toContain('tEXt');
    expect(samePixels(served, png)).toBe(true);
  });

  it('refuses a PNG or JPEG claiming a huge canvas with a 400, before decoding it', async () => {
    const member = await memberWithPicture();
    const jpeg = Buffer.from(jpegBytes(16, 16));
    const frame = jpeg.indexOf(Buffer.from([0xff, 0xc0]));
    jpeg.writeUInt16BE(60_000, frame + 5);
    jpeg.writeUInt16BE(60_000, frame + 7);
    const claims = [
      pngClaiming(100_000, 100_000),
      pngClaiming(4097, 1), // one side over
      pngClaiming(4096, 4096), // each side fits, the area does not
      jpeg,
    ];
    for (const bytes of claims) {
      const answer = await uploadPicture(member.token, bytes, 'huge.png');
      expect([answer.status, answer.body.code]).toEqual([400, 'IMAGE_TOO_LARGE']);
    }
    expect(samePixels((await pictureOf(member)).bytes, member.first)).toBe(true);
  });

  it('drops EXIF from a JPEG, with the GPS position in it', async () => {
    const member = await memberWithPicture();
    const exif = Buffer.concat([
      Buffer.from('Exif\0\0MM\0*\0\0\0\x08', 'latin1'),
      Buffer.from('GPSLatitude 52.5200 N GPSLongitude 13.4050 E', 'latin1'),
    ]);
    const jpeg = withJpegApp1(jpegBytes(20, 10), exif);
    expect((await uploadPicture(member.token, jpeg, 'photo.jpg', 'image/jpeg')).status).toBe(200);
    const served = (await pictureOf(member)).bytes;
    expect(served.includes(Buffer.from([0xff, 0xe1]))).toBe(false);
    expect(served.includes('Exif')).toBe(false);
    expect(served.includes('GPS')).toBe(false);
    expect(decodedImage(served)).toMatchObject({ width: 20, height: 10 });
  });

  it('turns a phone photo upright by its EXIF orientation, as browsers showed it before', async () => {
    const member = await memberWithPicture();
    // 16 × 8, left half red, right half blue; orientation 6 means "turn 90° clockwise to view".
    const data = Buffer.alloc(16 * 8 * 4);
    for (let i = 0; i < 16 * 8; i++) data.set(i % 16 < 8 ? [220, 20, 20, 255] : [20, 20, 220, 255], i * 4);
    const photo = encodeJpeg({ width: 16, height: 8, data }, 95).data;
    const orientation = Buffer.from([
      ...Buffer.from('Exif\0\0MM\0*', 'latin1'),
      ...[0, 0, 0, 8, 0, 1], // first directory at 8, one entry
      ...[0x01, 0x12, 0, 3, 0, 0, 0, 1, 0, 6, 0, 0], // Orientation, SHORT, 1 value: 6
      ...[0, 0, 0, 0],
    ]);
    const upload = await uploadPicture(
      member.token,
      withJpegApp1(photo, orientation),
      'phone.jpg',
      'image/jpeg',
    );
    expect(upload.status).toBe(200);
    const served = decodedImage((await pictureOf(member)).bytes);
    expect(served).toMatchObject({ width: 8, height: 16 });
    const pixel = (x: number, y: number) => [...served.data.subarray((y * 8 + x) * 4, (y * 8 + x) * 4 + 3)];
    // The left (red) half is now on top, the right (blue) half below.
    expect(pixel(4, 2)[0]).toBeGreaterThan(150);
    expect(pixel(4, 13)[2]).toBeGreaterThan(150);
  });

  it('refuses a GIF or a text file named .png, keeping the old picture', async () => {
    const member = await memberWithPicture();
    for (const bytes of [gifBytes(), Buffer.from('just some text, not a picture')]) {
      const answer = await uploadPicture(member.token, bytes, 'fake.png');
      expect([answer.status, answer.body.code]).toEqual([415, 'UNSUPPORTED_FILE_TYPE']);
    }
    expect(samePixels((await pictureOf(member)).bytes, member.first)).toBe(true);
  });

  it('cleans the tenant logo the same way, and the PDF reports can still embed it', async () => {
    const own = await createTestTenant('logo-clean');
    const token = await adminTokenOf(own, call);
    const png = pngBytes(12, 90);
    const text = pngChunk('tEXt', Buffer.from('Comment\0<script>alert(1)</script>', 'latin1'));
    const polyglot = Buffer.concat([withPngChunk(png, text), Buffer.from('<html>x</html>')]);
    const logo = (bytes: Buffer, name: string, type: string) =>
      call<{ code?: string }>('POST', '/tenant/logo', { token, form: fileForm(bytes, name, type) });

    expect((await logo(polyglot, 'logo.png', 'image/png')).status).toBe(200);
    const served = await call('GET', `/theme/logo?url=${own.url}`);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.bytes.includes('<script>')).toBe(false);
    expect(served.bytes.includes('<html>')).toBe(false);
    expect(samePixels(served.bytes, png)).toBe(true);
    expect(logoDataUrl({ bytes: served.bytes, contentType: 'image/png' })).toMatch(
      /^data:image\/png;base64,/,
    );

    const refused = await logo(png.subarray(0, 45), 'logo.png', 'image/png');
    expect([refused.status, refused.body.code]).toEqual([400, 'IMAGE_INVALID']);

    expect((await logo(jpegBytes(30, 20), 'logo.jpg', 'image/jpeg')).status).toBe(200);
    const jpeg = await call('GET', `/theme/logo?url=${own.url}`);
    expect(jpeg.headers.get('content-type')).toBe('image/jpeg');
    expect(logoDataUrl({ bytes: jpeg.bytes, contentType: 'image/jpeg' })).toMatch(
      /^data:image\/jpeg;base64,/,
    );
  });
});
