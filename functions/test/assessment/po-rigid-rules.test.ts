import { describe, expect, it } from 'vitest';
import { itRatesEach, layer, only, paperLabel, part, ppTub, run, steelPart } from './helpers';

describe('rigid PE/PP: density (float–sink)', () => {
  it.each([
    [0.9, 0.91, 'green'],
    [0.94, 0.995, 'green'],
    [0.94, 0.996, 'red'],
    [0.98, 1.05, 'red'],
    [1.1, 1.2, 'red'],
  ])('a PO body of %f–%f g/cm³ → %s (sinks above 0.995)', (densityFrom, densityTo, rating) => {
    const result = run([ppTub({ densityFrom, densityTo })]);
    expect(only(result, 'po-rigid.density.body', 0).rating).toBe(rating);
  });

  it('a CaCO₃-filled PP tub that sinks is not recyclable; the filler itself is not the reason', () => {
    const result = run([ppTub({ fillerId: 'caco3', densityFrom: 1.0, densityTo: 1.1 })]);
    expect(only(result, 'po-rigid.filler.mineral', 0).rating).toBe('green');
    expect(only(result, 'po-rigid.density.body', 0).rating).toBe('red');
    expect(result.grade).toBe('not-recyclable');
  });

  it('a PET label (1.33–1.4) on a PP tub sinks and separates: green, its weight is subtracted', () => {
    const label = part('Label', 'label', 'flexible-plastic', 'pet', {
      densityFrom: 1.33,
      densityTo: 1.4,
      adhesiveId: 'water-releasable',
    });
    // 97 g tub + 3 g label: main share 97% (green), loss 3% → 97, no yellow → A
    const result = run([ppTub({ weight: 97 }), { ...label, weight: 3 }]);
    expect(only(result, 'po-rigid.material.sinking-plastic', 1).rating).toBe('green');
    expect(only(result, 'po-rigid.density.attachment', 1).rating).toBe('green');
    expect(only(result, 'score.separated-loss', 1).params.share).toBe(3);
    expect(result).toMatchObject({ score: 97, grade: 'A' });
  });

  it('an attachment whose density straddles 0.995–1 may float or sink → needs testing', () => {
    const result = run([
      ppTub(),
      part('Label', 'label', 'flexible-plastic', 'ps', { densityFrom: 0.99, densityTo: 1.05 }),
    ]);
    expect(only(result, 'po-rigid.density.attachment', 1).rating).toBe('needs-testing');
    expect(result.grade).toBe('needs-testing');
  });

  it('an attachment with a density above 1 that is not plastic (steel clip) is not density-rated', () => {
    const result = run([ppTub(), steelPart('Clip', 'fastener')]);
    expect(result.findings.some((f) => f.ruleId === 'po-rigid.density.attachment')).toBe(false);
    expect(only(result, 'po-rigid.material.metal-part', 1).rating).toBe('yellow');
  });
});

describe('rigid PE/PP: missing density', () => {
  it('a density range that is missing (0) or reversed → needs testing', () => {
    expect(only(run([ppTub({ densityFrom: 0, densityTo: 0 })]), 'po-rigid.density.body', 0)).toMatchObject({
      rating: 'needs-testing',
      messageKey: 'density.unknown',
    });
    expect(only(run([ppTub({ densityFrom: 0.95, densityTo: 0.9 })]), 'po-rigid.density.body', 0).rating).toBe(
      'needs-testing',
    );
  });
});

describe('rigid PE/PP: materials, fillers, adhesives, colours', () => {
  it('a PE lid on a PP tub floats with it → limited (yellow) → 94, B', () => {
    const result = run([ppTub(), part('Lid', 'lid', 'rigid-plastic', 'ldpe')]);
    expect(only(result, 'po-rigid.material.other-polyolefin', 1).rating).toBe('yellow');
    expect(result).toMatchObject({ score: 94, grade: 'B' });
  });

  it('a PP cap on a PP tub is the same polymer → green', () => {
    expect(
      run([ppTub(), part('Cap', 'closure', 'rigid-plastic', 'pp', { densityFrom: 0.9, densityTo: 0.91 })])
        .grade,
    ).toBe('A');
  });

  it.each(['pvc', 'pvdc'])('%s on a PO body → red', (materialId) => {
    const result = run([ppTub(), layer(materialId)]);
    expect(only(result, 'po-rigid.material.chlorinated', 1).rating).toBe('red');
  });

  it.each([
    [6, 'green'],
    [6.1, 'yellow'],
  ])('EVOH layer at %f % of a PO pack → %s', (share, rating) => {
    const result = run([ppTub({ weight: 100 - share }), { ...layer('evoh'), weight: share }]);
    expect(only(result, 'po-rigid.material.evoh', 1).rating).toBe(rating);
  });

  it('a paper label → yellow and its weight is subtracted', () => {
    const result = run([ppTub({ weight: 98 }), paperLabel({ weight: 2, adhesiveId: 'water-releasable' })]);
    expect(only(result, 'po-rigid.material.paper-label', 1).rating).toBe('yellow');
    // yellow cap 94, loss 2 → min(94, 98) = 94
    expect(result).toMatchObject({ score: 94, grade: 'B' });
  });

  it('direct print → yellow', () => {
    expect(
      only(
        run([ppTub(), part('Print', 'coating', 'rigid-plastic', 'ink')]),
        'po-rigid.material.direct-print',
        1,
      ).rating,
    ).toBe('yellow');
  });

  itRatesEach(
    'filler',
    'filler',
    [
      ['oxo-additive', 'red'],
      ['bio-additive', 'red'],
      ['talc', 'green'],
      ['glass-fibre', 'needs-testing'],
    ],
    (fillerId) => [ppTub({ fillerId })],
  );

  itRatesEach(
    'label adhesive',
    'adhesive',
    [
      ['water-releasable', 'green'],
      ['hot-wash-releasable', 'green'],
      ['permanent', 'yellow'],
      ['lamination', 'yellow'],
      ['hot-melt-dispersible', 'needs-testing'],
    ],
    (adhesiveId) => {
      const label = part('Label', 'label', 'flexible-plastic', 'pp', {
        adhesiveId,
        densityFrom: 0.9,
        densityTo: 0.91,
      });
      return [ppTub(), label];
    },
    1,
  );

  itRatesEach(
    'body colour',
    'color',
    [
      ['natural', 'green'],
      ['white', 'green'],
      ['dark', 'yellow'],
      ['carbon-black', 'red'],
    ],
    (colorId) => [ppTub({ colorId })],
  );
});
