import { describe, expect, it } from 'vitest';
import { assess, gradeForScore, scoreFrom, yellowCap } from '../../src/assessment/index';
import { glassJar, paperLabel, ppCap, steelPart } from './helpers';

describe('score and grade (CEFLEX scoring model, adapted)', () => {
  it.each([
    [0, 100],
    [1, 94],
    [2, 90],
    [3, 85],
    [4, 80],
    [7, 80],
  ])('%i yellow(s) cap the score at %i', (yellows, cap) => {
    expect(yellowCap(yellows)).toBe(cap);
  });

  it.each([
    [100, 'A'],
    [95, 'A'],
    [94.9, 'B'],
    [80, 'B'],
    [79.9, 'C'],
    [70, 'C'],
    [69.9, 'not-recyclable'],
    [0, 'not-recyclable'],
  ])('score %f is grade %s', (score, grade) => {
    expect(gradeForScore(score)).toBe(grade);
  });

  it('subtracts the separated loss and truncates to one decimal, never rounding up', () => {
    expect(scoreFrom(0, 5)).toBe(95);
    expect(scoreFrom(0, 5.1)).toBe(94.9);
    // 100 − 5.05 = 94.95 → 94.9, not 95.0 (that would be grade A)
    expect(scoreFrom(0, 5.05)).toBe(94.9);
    // the cap and the loss do not add up: the lower one wins
    expect(scoreFrom(1, 3)).toBe(94);
    expect(scoreFrom(1, 10)).toBe(90);
  });
});

describe('grade boundaries through assess', () => {
  // Glass jar with a paper label: the label is green but separated and discarded in the glass
  // stream, so its weight share is the only deduction. 95 g glass + 5 g label → 100 − 5 = 95.
  it('95 → A, 94.9 → B (separated paper label)', () => {
    const a = assess({ components: [glassJar({ weight: 95 }), paperLabel({ weight: 5 })], countryId: 'DE' });
    expect(a.score).toBe(95);
    expect(a.grade).toBe('A');
    const b = assess({
      components: [glassJar({ weight: 94.9 }), paperLabel({ weight: 5.1 })],
      countryId: 'DE',
    });
    expect(b.score).toBe(94.9);
    expect(b.grade).toBe('B');
  });

  // Without weights nothing is subtracted; each PP cap on glass is one yellow ("metal preferred").
  it.each([
    [1, 94, 'B'],
    [2, 90, 'B'],
    [3, 85, 'B'],
    [4, 80, 'B'],
    [5, 80, 'B'],
  ])('%i plastic closure(s) on a glass jar → %i, %s', (caps, score, grade) => {
    const components = [
      glassJar(),
      ...Array.from({ length: caps }, (_, i) => ppCap({ name: `Cap ${i + 1}` })),
    ];
    const result = assess({ components, countryId: 'DE' });
    expect(result.score).toBe(score);
    expect(result.grade).toBe(grade);
  });

  it('4 yellows (cap 80) and a 0.5% separated loss → 80, B: the lower of cap and loss decides', () => {
    // 4 PP caps of 0.125 g on 99.5 g glass: loss 0.5%, main share 99.5%; cap 80 → min(80, 99.5) = 80.
    // So the loss never bites below the cap here: score 80, grade B. The boundary 79/80 is reached
    // only when the loss exceeds 20%, which makes the main share < 80% → red (see main-share tests).
    const components = [
      glassJar({ weight: 99.5 }),
      ...Array.from({ length: 4 }, (_, i) => ppCap({ name: `Cap ${i}`, weight: 0.125 })),
    ];
    const result = assess({ components, countryId: 'DE' });
    expect(result.score).toBe(80);
    expect(result.grade).toBe('B');
  });

  // Metals: a 70% aluminium share is a yellow for metals (not red); the 30% paper label is lost.
  // Score = min(94, 100 − 30) = 70 → C. At 69.9 the score is below 70, but RecyClass grades metals
  // A–C only, so the grade stays C.
  it('70 → C; 69.9 stays C for metals (RecyClass A–C)', () => {
    const can = (weight: number) => ({
      name: 'Can',
      typeId: 'body',
      familyId: 'metal',
      materialId: 'aluminium',
      fillerId: 'none',
      adhesiveId: 'none',
      colorId: 'metallic',
      densityFrom: 2.6,
      densityTo: 2.75,
      weight,
    });
    const c = assess({ components: [can(70), paperLabel({ weight: 30 })], countryId: 'DE' });
    expect(c.score).toBe(70);
    expect(c.grade).toBe('C');
    const floor = assess({ components: [can(69.9), paperLabel({ weight: 30.1 })], countryId: 'DE' });
    expect(floor.score).toBe(69.9);
    expect(floor.grade).toBe('C');
    expect(floor.findings.some((f) => f.ruleId === 'score.metal-floor')).toBe(true);
  });

  it('a recovered steel lid is not subtracted', () => {
    const result = assess({
      components: [glassJar({ weight: 180 }), steelPart('Lid', 'lid', { weight: 12 })],
      countryId: 'DE',
    });
    expect(result.score).toBe(100);
  });
});
