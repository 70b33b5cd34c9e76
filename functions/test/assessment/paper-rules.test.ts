import { describe, expect, it } from 'vitest';
import type { AssessedComponent } from '../../src/assessment/index';
import { itRatesEach, only, part, partOf, run } from './helpers';

const box = partOf('Box', 'body', 'paper-board', 'cartonboard', {
  colorId: 'white',
  densityFrom: 0.6,
  densityTo: 0.8,
});
const plastic = (name: string, materialId: string, extra: Partial<AssessedComponent> = {}) =>
  part(name, 'insert', 'flexible-plastic', materialId, extra);

describe('paper and board', () => {
  it('plastic parts are screened out as rejects: green, their weight is subtracted', () => {
    // 97 g board + 3 g PET window: main share 97%, loss 3% → 97 → A
    const result = run([box({ weight: 97 }), { ...plastic('Window', 'pet'), weight: 3 }]);
    expect(only(result, 'paper.material.plastic-part', 1).rating).toBe('green');
    expect(result).toMatchObject({ score: 97, grade: 'A' });
  });

  it.each(['pvc', 'pvdc'])('%s (chlorine in energy recovery of rejects, CEREC) → red', (materialId) => {
    const result = run([box(), plastic('Window', materialId)]);
    expect(only(result, 'paper.material.chlorinated', 1)).toMatchObject({
      rating: 'red',
      source: { id: 'cerec' },
    });
  });

  it('an aluminium foil layer lowers the yield → yellow', () => {
    expect(
      only(
        run([box(), part('Foil', 'barrier-layer', 'metal', 'aluminium-foil')]),
        'paper.material.aluminium-layer',
        1,
      ).rating,
    ).toBe('yellow');
  });

  itRatesEach(
    'filler',
    'filler',
    [
      ['none', 'green'],
      ['caco3', 'green'],
      ['wet-strength', 'yellow'],
      ['oxo-additive', 'needs-testing'],
    ],
    (fillerId) => [box({ fillerId })],
  );

  itRatesEach(
    'adhesive',
    'adhesive',
    [
      ['hot-melt-dispersible', 'green'],
      ['water-releasable', 'green'],
      ['hot-melt-non-dispersible', 'yellow'],
      ['permanent', 'yellow'],
      ['lamination', 'yellow'],
    ],
    (adhesiveId) => [box({ adhesiveId })],
  );

  it.each([
    [59.9, 'red'],
    [60, 'info'],
    [94.9, 'info'],
    [95, 'green'],
  ])('fibre share %f % → CONAI rule %s', (share, rating) => {
    const result = run([box({ weight: share }), { ...plastic('Liner', 'ldpe'), weight: 100 - share }]);
    expect(only(result, 'paper.fibre-share')).toMatchObject({ rating, source: { id: 'conai' } });
  });

  it('always notes CEREC’s 45-minute pulping test', () => {
    expect(only(run([box()]), 'paper.cerec-pulping')).toMatchObject({
      rating: 'info',
      params: { minutes: 45, rejects: 50 },
    });
  });

  it('without weights the fibre share is not checked (design features only)', () => {
    const result = run([box()]);
    expect(result.findings.some((f) => f.ruleId === 'paper.fibre-share')).toBe(false);
    expect(result.grade).toBe('A');
  });
});
