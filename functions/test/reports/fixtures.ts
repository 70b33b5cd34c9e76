import { crc32, deflateSync } from 'node:zlib';
import type {
  ReportComponent,
  ReportFinding,
  ReportPackage,
  ReportResult,
  ReportTenant,
} from '../../src/reports/types';

const chunk = (type: string, data: Buffer): Buffer => {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
};

/** A valid RGBA PNG of one colour, built by hand so the tests need no image files. */
export const tinyPng = (
  width = 8,
  height = 4,
  rgba: [number, number, number, number] = [20, 120, 60, 255],
): Buffer => {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 6; // colour type RGBA
  const row = Buffer.concat([
    Buffer.from([0]),
    Buffer.from(Array.from({ length: width }, () => rgba).flat()),
  ]);
  const pixels = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
};

export const tenant = (overrides: Partial<ReportTenant> = {}): ReportTenant => ({
  name: 'Acme Packaging GmbH',
  primaryColor: '#1f4e79',
  secondaryColor: '#f2a900',
  ...overrides,
});

export const component = (index: number, overrides: Partial<ReportComponent> = {}): ReportComponent => ({
  name: `Component ${index}`,
  type: index === 0 ? 'Bottle' : 'Closure',
  family: 'Plastics',
  material: index === 0 ? 'PET' : 'PP',
  filler: 'None',
  adhesive: 'None',
  color: 'Transparent',
  densityFrom: 0.9,
  densityTo: 0.92,
  weight: 12.5 + index,
  ncLinksUsed: 0,
  ...overrides,
});

export const finding = (overrides: Partial<ReportFinding> = {}): ReportFinding => ({
  componentName: 'Component 1',
  rating: 'yellow',
  message: 'Dark colours without carbon black sort less reliably.',
  ruleId: 'pe-film.color.dark',
  source: { name: 'CEFLEX D4ACE', version: '2025-07', url: 'https://ceflex.eu' },
  ...overrides,
});

export const result = (overrides: Partial<ReportResult> = {}): ReportResult => ({
  country: 'Germany',
  grade: 'B',
  score: 90,
  stream: 'PET bottles and trays',
  methodology: 'ceflex',
  methodVersion: '1.0.0',
  assessedAt: '2026-11-20T10:15:00.000Z',
  outdated: false,
  findings: [
    finding(),
    finding({
      componentName: null,
      rating: 'info',
      message: 'Main material share 92 %.',
      ruleId: 'pack.share',
    }),
  ],
  ...overrides,
});

export const pkg = (overrides: Partial<ReportPackage> = {}): ReportPackage => ({
  id: 'pkg-0001',
  name: 'Water bottle 0.5 l',
  description: 'PET bottle with PP cap and OPP label for still water.',
  category: 'Beverages',
  project: 'Spring launch',
  draft: false,
  components: [0, 1, 2, 3, 4].map((index) => component(index)),
  results: [
    result(),
    result({
      country: 'France',
      grade: 'not-recyclable',
      score: 0,
      outdated: true,
      findings: [finding({ rating: 'red', message: 'PVC labels are incompatible with PET recycling.' })],
    }),
  ],
  ...overrides,
});

/**
 * The markers pdfkit reads from a JPEG (SOI, a frame header, EOI). Viewers would not decode it,
 * but it is enough to see the renderer embed a JPEG logo.
 */
export const jpegHeaderOnly = (width = 16, height = 8): Buffer => {
  const frame = Buffer.from([0xff, 0xc0, 0x00, 0x11, 8, 0, 0, 0, 0, 3, 1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1]);
  frame.writeUInt16BE(height, 5);
  frame.writeUInt16BE(width, 7);
  return Buffer.concat([Buffer.from([0xff, 0xd8]), frame, Buffer.from([0xff, 0xd9])]);
};
