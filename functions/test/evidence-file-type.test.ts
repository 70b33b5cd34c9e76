import { describe, expect, it } from 'vitest';
import { evidenceFileTypeOf } from '../src/services/packaging/evidence-file-type';

const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const jpeg = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16]);
const pdf = Buffer.from('%PDF-1.7\n%âãÏÓ\n1 0 obj\n', 'latin1');

describe('what an evidence file is, read from its bytes (issue 34 §3)', () => {
  it('accepts PDF, PNG and JPEG', () => {
    expect(evidenceFileTypeOf(pdf)).toBe('application/pdf');
    expect(evidenceFileTypeOf(png)).toBe('image/png');
    expect(evidenceFileTypeOf(jpeg)).toBe('image/jpeg');
  });

  it('refuses a ZIP (as a .pdf-named upload would be), HTML, SVG and an empty file', () => {
    expect(evidenceFileTypeOf(Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x14, 0]))).toBeUndefined();
    expect(
      evidenceFileTypeOf(Buffer.from('<!DOCTYPE html><html><body>%PDF-1.7</body></html>')),
    ).toBeUndefined();
    expect(
      evidenceFileTypeOf(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>x()</script></svg>')),
    ).toBeUndefined();
    expect(evidenceFileTypeOf(Buffer.alloc(0))).toBeUndefined();
  });

  it('refuses a text that only mentions %PDF later on', () => {
    expect(evidenceFileTypeOf(Buffer.from('hello %PDF-1.4'))).toBeUndefined();
  });
});
