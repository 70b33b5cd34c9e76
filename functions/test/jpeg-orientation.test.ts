import { describe, expect, it } from 'vitest';
import { upright, type Pixels } from '../src/images/jpeg-orientation';

/** A 3 × 2 picture whose pixels are numbered 0–5 row by row (in the red channel). */
const numbered = (): Pixels => ({
  width: 3,
  height: 2,
  data: Uint8Array.from([0, 1, 2, 3, 4, 5].flatMap((n) => [n, 0, 0, 255])),
});
/** The picture's numbers, row by row: '012 345' is the picture as it was made. */
const rows = ({ width, height, data }: Pixels) =>
  Array.from({ length: height }, (_, y) =>
    Array.from({ length: width }, (_, x) => data[(y * width + x) * 4]).join(''),
  ).join(' ');

describe('a photo turned upright by its EXIF orientation', () => {
  it.each([
    [1, '012 345'],
    [2, '210 543'],
    [3, '543 210'],
    [4, '345 012'],
    [5, '03 14 25'],
    [6, '30 41 52'],
    [7, '52 41 30'],
    [8, '25 14 03'],
  ])('orientation %i shows as a viewer would', (orientation, expected) => {
    expect(rows(upright(numbered(), orientation))).toBe(expected);
  });
});
