import { describe, expect, it } from 'vitest';
import { contrastRatio, isHexColour } from './contrast';

describe('contrastRatio', () => {
  it.each([
    ['#000000', '#ffffff', 21],
    ['#ffffff', '#ffffff', 1],
    ['#767676', '#ffffff', 4.54],
    ['#777777', '#FFFFFF', 4.48],
  ])('%s on %s is %d:1', (first, second, ratio) => {
    expect(contrastRatio(first, second)).toBeCloseTo(ratio, 2);
  });

  it('only takes #rrggbb', () => {
    expect(isHexColour('#0a7f3f')).toBe(true);
    expect(isHexColour('0a7f3f')).toBe(false);
    expect(isHexColour('#fff')).toBe(false);
  });
});
