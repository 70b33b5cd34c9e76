import { describe, expect, it } from 'vitest';
import { glassJar, itRatesEach, only, paperLabel, part, partOf, ppCap, run, steelPart } from './helpers';

const can = partOf('Can', 'body', 'metal', 'aluminium', {
  colorId: 'metallic',
  densityFrom: 2.6,
  densityTo: 2.75,
});
const crate = partOf('Crate', 'body', 'wood', 'wood', {
  colorId: 'natural',
  densityFrom: 0.4,
  densityTo: 0.6,
});

describe('glass', () => {
  itRatesEach(
    'glass colour',
    'color',
    [
      ['flint', 'green'],
      ['green-glass', 'green'],
      ['brown-glass', 'green'],
      ['opaque-glass', 'red'],
      ['dark', 'needs-testing'],
    ],
    (colorId) => [glassJar({ colorId })],
  );

  it.each(['lead-glass', 'ceramic'])('a %s part is incompatible → red', (materialId) => {
    const result = run([glassJar(), part('Stopper', 'closure', 'glass', materialId)]);
    expect(only(result, 'glass.material.ceramic-lead', 1).rating).toBe('red');
    expect(result.grade).toBe('not-recyclable');
  });

  it('a steel lid is recovered (green); a PP cap is yellow and its weight is lost', () => {
    const steel = run([glassJar(), steelPart('Lid', 'lid')]);
    expect(only(steel, 'glass.material.metal-closure', 1).rating).toBe('green');
    // 200 g glass + 4 g PP: main share 98.04%, loss 4/204 = 1.96% → 98.03 → cap 94 → 94
    const plastic = run([glassJar({ weight: 200 }), ppCap({ weight: 4 })]);
    expect(only(plastic, 'glass.material.plastic-part', 1).rating).toBe('yellow');
    expect(plastic).toMatchObject({ score: 94, grade: 'B' });
  });

  it('density and adhesives are not criteria for glass', () => {
    const result = run([glassJar(), paperLabel({ adhesiveId: 'permanent' })]);
    expect(
      result.findings.some((f) => f.ruleId.includes('.density.') || f.ruleId.includes('.adhesive.')),
    ).toBe(false);
  });
});

describe('aluminium and steel', () => {
  it('a plain aluminium can → A', () => {
    expect(run([can()])).toMatchObject({ stream: 'aluminium', grade: 'A', score: 100 });
  });

  it('an aluminium–plastic laminate does not reach quality recycling → red', () => {
    const result = run([
      can({ adhesiveId: 'lamination' }),
      part('PE layer', 'barrier-layer', 'flexible-plastic', 'ldpe'),
    ]);
    expect(only(result, 'aluminium.adhesive.laminate', 0).rating).toBe('red');
    expect(result.grade).toBe('not-recyclable');
  });

  it('a PVC label on a steel can → red', () => {
    const result = run([steelPart('Can', 'body'), part('Label', 'label', 'flexible-plastic', 'pvc')]);
    expect(only(result, 'steel.material.chlorinated', 1).rating).toBe('red');
  });

  it('lacquers and inks burn off → green; label adhesives burn off → green', () => {
    const result = run([
      can(),
      part('Lacquer', 'coating', 'other', 'ink'),
      paperLabel({ adhesiveId: 'permanent' }),
    ]);
    expect(only(result, 'aluminium.material.coating', 1).rating).toBe('green');
    expect(only(result, 'aluminium.adhesive.label-adhesive', 2).rating).toBe('green');
    expect(result.grade).toBe('A');
  });

  it('a steel part on an aluminium can is recovered by magnet; aluminium on steel by eddy current', () => {
    expect(only(run([can(), steelPart('Ring', 'closure')]), 'aluminium.material.other-metal', 1).rating).toBe(
      'green',
    );
    expect(
      only(run([steelPart('Can', 'body'), can({ typeId: 'lid' })]), 'steel.material.other-metal', 1).rating,
    ).toBe('green');
  });

  it('colour is not a criterion for metals', () => {
    expect(run([can({ colorId: 'carbon-black' })]).grade).toBe('A');
  });

  it('a low metal share is a yellow, not a red (metals are recovered as minor shares)', () => {
    // 75 g aluminium + 25 g PP parts: main share 75% → yellow for metals; loss 25% → 75 → C
    const result = run([can({ weight: 75 }), ppCap({ weight: 25 })]);
    expect(only(result, 'pack.main-share').rating).toBe('yellow');
    expect(result).toMatchObject({ score: 75, grade: 'C' });
  });
});

describe('wood', () => {
  it('untreated wood with steel nails → A (nails removed and recycled)', () => {
    const result = run([crate({ weight: 1400 }), steelPart('Nails', 'fastener', { weight: 25 })]);
    expect(only(result, 'wood.material.metal-fastener', 1).rating).toBe('green');
    expect(result).toMatchObject({ stream: 'wood', score: 100, grade: 'A' });
  });

  it('treated or painted wood is limited → yellow → 94, B', () => {
    const result = run([crate({ materialId: 'treated-wood' })]);
    expect(only(result, 'wood.material.treated', 0).rating).toBe('yellow');
    expect(result).toMatchObject({ score: 94, grade: 'B' });
  });

  it('a plastic strap on a crate is not in the wood table → needs testing', () => {
    expect(run([crate(), part('Strap', 'fastener', 'rigid-plastic', 'pp')]).grade).toBe('needs-testing');
  });
});
