import { describe, expect, it } from 'vitest';
import { assess, rateMainShare, streams } from '../../src/assessment/index';
import { glassJar, only, steelPart } from './helpers';

const glass = streams.find((s) => s.id === 'glass');

describe('main-material share (CEFLEX scoring model)', () => {
  it.each([
    [79.9, 'red'],
    [80, 'yellow'],
    [89.9, 'yellow'],
    [90, 'green'],
  ])('%f % → %s', (share, rating) => {
    if (glass === undefined) throw new Error('no glass stream');
    expect(rateMainShare(share, glass)).toBe(rating);
  });

  // A steel lid is recovered (no loss), so only the share decides: glass g + steel g = 100 g.
  it.each([
    [79.9, 'red', 'not-recyclable', 0],
    [80, 'yellow', 'B', 94],
    [89.9, 'yellow', 'B', 94],
    [90, 'green', 'A', 100],
  ])('glass jar with %f % glass → share %s, grade %s, score %i', (share, rating, grade, score) => {
    const result = assess({
      components: [glassJar({ weight: share }), steelPart('Lid', 'lid', { weight: 100 - share })],
      countryId: 'DE',
    });
    expect(result.mainMaterialShare).toBe(share);
    expect(only(result, 'pack.main-share').rating).toBe(rating);
    expect(result).toMatchObject({ grade, score });
  });

  it('without weights there is no share rule and the share is null', () => {
    const result = assess({ components: [glassJar(), steelPart('Lid', 'lid')], countryId: 'DE' });
    expect(result.mainMaterialShare).toBeNull();
    expect(only(result, 'pack.weights').messageKey).toBe('pack.no-weights');
  });

  it('a weight on only some components counts as no weights', () => {
    const result = assess({
      components: [glassJar({ weight: 50 }), steelPart('Lid', 'lid')],
      countryId: 'DE',
    });
    expect(result.mainMaterialShare).toBeNull();
  });
});
