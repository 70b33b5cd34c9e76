import { describe, expect, it } from 'vitest';
import type { AssessedComponent } from '../../src/assessment/index';
import { itRatesEach, layer, only, paperLabel, part, petBottle, ppCap, run } from './helpers';

const label = (materialId: string, extra: Partial<AssessedComponent> = {}) =>
  part('Label', 'label', 'flexible-plastic', materialId, {
    adhesiveId: 'hot-wash-releasable',
    densityFrom: 0.9,
    densityTo: 0.92,
    ...extra,
  });

describe('PET: density', () => {
  it('the PET body sinks (1.33–1.4) → green; a PET body that floats → red', () => {
    expect(only(run([petBottle()]), 'pet.density.body', 0).rating).toBe('green');
    expect(only(run([petBottle({ densityFrom: 0.8, densityTo: 0.9 })]), 'pet.density.body', 0).rating).toBe(
      'red',
    );
  });

  it.each([
    [0.9, 0.91, 'green'],
    [0.97, 1.0, 'needs-testing'],
    [1.01, 1.05, 'red'],
  ])('a PP closure of %f–%f g/cm³ → %s (must float below 1)', (densityFrom, densityTo, rating) => {
    expect(
      only(run([petBottle(), ppCap({ densityFrom, densityTo })]), 'pet.density.attachment', 1).rating,
    ).toBe(rating);
  });
});

describe('PET: materials', () => {
  it.each(['pp', 'opp', 'ldpe', 'hdpe'])(
    'a %s label floats off and is recycled: green, not subtracted',
    (materialId) => {
      const result = run([petBottle({ weight: 25 }), { ...label(materialId), weight: 0.5 }]);
      expect(only(result, 'pet.material.floating-polyolefin', 1).rating).toBe('green');
      expect(result.findings.some((f) => f.ruleId === 'score.separated-loss')).toBe(false);
      expect(result.score).toBe(100);
    },
  );

  it.each(['pvc', 'ps', 'petg', 'pla'])('a %s sleeve is incompatible → red', (materialId) => {
    const result = run([
      petBottle(),
      label(materialId, { typeId: 'sleeve', densityFrom: 1.05, densityTo: 1.4 }),
    ]);
    expect(only(result, 'pet.material.incompatible-polymer', 1).rating).toBe('red');
    expect(result.grade).toBe('not-recyclable');
  });

  it('a metallised label is incompatible → red', () => {
    expect(
      only(
        run([petBottle(), layer('metallisation', { typeId: 'label' })]),
        'pet.material.metallised-label',
        1,
      ).rating,
    ).toBe('red');
  });

  it('a paper label → yellow, separated and lost', () => {
    // 24 g + 1 g paper: main share 96%, loss 4% → min(94, 96) = 94 → B
    const result = run([
      petBottle({ weight: 24 }),
      paperLabel({ weight: 1, adhesiveId: 'water-releasable' }),
    ]);
    expect(only(result, 'pet.material.paper-label', 1).rating).toBe('yellow');
    expect(result).toMatchObject({ score: 94, grade: 'B' });
  });

  it('a SiOx barrier coating is fine', () => {
    expect(
      only(run([petBottle(), layer('alox-siox', { typeId: 'coating' })]), 'pet.material.siox', 1).rating,
    ).toBe('green');
  });

  it('an aluminium closure is not in the PET table → needs testing, not green', () => {
    const cap = part('Cap', 'closure', 'metal', 'aluminium', { densityFrom: 2.6, densityTo: 2.7 });
    const result = run([petBottle(), cap]);
    expect(only(result, 'pet.material.not-in-table', 1).rating).toBe('needs-testing');
    expect(result.grade).toBe('needs-testing');
  });
});

describe('PET: label adhesives and colours', () => {
  itRatesEach(
    'label adhesive',
    'adhesive',
    [
      ['water-releasable', 'green'],
      ['hot-wash-releasable', 'green'],
      ['permanent', 'red'],
    ],
    (adhesiveId) => [petBottle(), label('opp', { adhesiveId })],
    1,
  );

  itRatesEach(
    'PET body colour',
    'color',
    [
      ['clear', 'green'],
      ['light-blue', 'green'],
      ['light-green', 'green'],
      ['dark', 'yellow'],
      ['pale', 'yellow'],
      ['opaque', 'red'],
      ['white', 'red'],
      ['carbon-black', 'red'],
    ],
    (colorId) => [petBottle({ colorId })],
  );

  it('the colour of a floated-off cap is not rated (it does not reach the PET recyclate)', () => {
    const result = run([petBottle(), ppCap({ colorId: 'carbon-black' })]);
    expect(result.findings.some((f) => f.componentIndex === 1 && f.ruleId.includes('.color.'))).toBe(false);
    expect(result.grade).toBe('A');
  });
});
