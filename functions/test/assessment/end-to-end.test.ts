import { describe, expect, it } from 'vitest';
import { assess, METHOD_VERSION } from '../../src/assessment/index';
import {
  glassJar,
  layer,
  only,
  paperLabel,
  part,
  peFilm,
  petBottle,
  ppCap,
  ppTub,
  steelPart,
} from './helpers';

/**
 * The common packs, with the expected result worked out by hand from the rules (comments), not
 * copied from the engine's output.
 */
describe('end to end: common packs in Germany', () => {
  it('PET bottle, PP cap, OPP label with a water-releasable adhesive → A, 100', () => {
    // 24 + 2 + 0.6 = 26.6 g; PET share 24 / 26.6 = 90.23% ≥ 90 → fine.
    // Cap and label are PP/OPP below 1 g/cm³: they float off and are recycled (not subtracted).
    // Adhesive releases in water → green. No yellow, no loss → 100 → A.
    const result = assess({
      components: [
        petBottle({ weight: 24 }),
        ppCap({ weight: 2 }),
        part('Label', 'label', 'flexible-plastic', 'opp', {
          colorId: 'white',
          adhesiveId: 'water-releasable',
          densityFrom: 0.9,
          densityTo: 0.92,
          weight: 0.6,
        }),
      ],
      countryId: 'DE',
    });
    expect(result).toMatchObject({
      countryId: 'DE',
      methodology: 'ceflex',
      stream: 'pet',
      grade: 'A',
      score: 100,
      mainMaterialShare: 90.23,
      methodVersion: METHOD_VERSION,
    });
    expect(result.findings.filter((f) => f.rating !== 'green' && f.rating !== 'info')).toEqual([]);
  });

  it('mono PE pouch, clear → A, 100', () => {
    // Without weights: LDPE body green, no filler, no adhesive, clear → all green → 100 → A.
    const result = assess({
      components: [
        peFilm({ name: 'Pouch' }),
        part('Zipper', 'closure', 'flexible-plastic', 'ldpe', { colorId: 'natural' }),
      ],
      countryId: 'DE',
    });
    expect(result).toMatchObject({ stream: 'pe-film', grade: 'A', score: 100 });
  });

  it('PE pouch with a PET layer → red → not recyclable, 0', () => {
    // D4ACE general sheet: PET in a PE film, R > 0.
    const result = assess({
      components: [peFilm({ name: 'Pouch' }), layer('pet', { name: 'PET layer' })],
      countryId: 'DE',
    });
    expect(only(result, 'film-pe.material.pet', 1).rating).toBe('red');
    expect(result).toMatchObject({ grade: 'not-recyclable', score: 0 });
  });

  it('PP tray with a PE/EVOH lidding film → B, 94', () => {
    // 20 + 1.5 + 0.1 = 21.6 g. PP share 20 / 21.6 = 92.59% → fine.
    // PE lid film floats with the PP (0.92–0.93) → other polyolefin, yellow.
    // EVOH 0.1 / 21.6 = 0.46% ≤ 6% → green. One yellow → cap 94; nothing lost → 94 → B.
    const result = assess({
      components: [
        ppTub({ name: 'Tray', weight: 20 }),
        part('Lid film', 'lidding-film', 'flexible-plastic', 'ldpe', { weight: 1.5 }),
        layer('evoh', { name: 'EVOH barrier', weight: 0.1 }),
      ],
      countryId: 'DE',
    });
    expect(only(result, 'po-rigid.material.other-polyolefin', 1).rating).toBe('yellow');
    expect(only(result, 'po-rigid.material.evoh', 2)).toMatchObject({
      rating: 'green',
      params: { share: 0.46 },
    });
    expect(result).toMatchObject({ stream: 'po-rigid', grade: 'B', score: 94, mainMaterialShare: 92.59 });
  });

  it('glass jar with steel lid and a paper label → A, 99.3', () => {
    // 180 + 12 + 1.2 = 193.2 g. Glass share 93.17% → fine. Steel lid recovered by magnet.
    // Paper label separated and discarded: 1.2 / 193.2 = 0.621% → 100 − 0.621 = 99.379 → 99.3 → A.
    const result = assess({
      components: [
        glassJar({ weight: 180 }),
        steelPart('Lid', 'lid', { weight: 12 }),
        paperLabel({ weight: 1.2, adhesiveId: 'water-releasable' }),
      ],
      countryId: 'DE',
    });
    expect(result).toMatchObject({ stream: 'glass', grade: 'A', score: 99.3, mainMaterialShare: 93.17 });
  });

  it('aluminium can (body and lid) → A, 100', () => {
    const alu = (name: string, typeId: string, weight: number) =>
      part(name, typeId, 'metal', 'aluminium', {
        colorId: 'metallic',
        densityFrom: 2.6,
        densityTo: 2.75,
        weight,
      });
    const result = assess({
      components: [alu('Can body', 'body', 11), alu('Lid', 'lid', 2.5)],
      countryId: 'DE',
    });
    expect(result).toMatchObject({ stream: 'aluminium', grade: 'A', score: 100, mainMaterialShare: 100 });
  });

  it('corrugated box with PP tape (pressure-sensitive adhesive) → B, 94', () => {
    // 350 + 3 = 353 g. Fibre 99.15% (CONAI mono ≥ 95). Tape: screened out (green), 0.85% lost.
    // Its permanent adhesive forms stickies → yellow → cap 94; min(94, 99.15) = 94 → B.
    const result = assess({
      components: [
        part('Box', 'body', 'paper-board', 'corrugated-board', {
          colorId: 'natural',
          adhesiveId: 'hot-melt-dispersible',
          weight: 350,
        }),
        part('Tape', 'tape', 'flexible-plastic', 'pp', {
          colorId: 'natural',
          adhesiveId: 'permanent',
          weight: 3,
        }),
      ],
      countryId: 'DE',
    });
    expect(only(result, 'paper.adhesive.stickies', 1).rating).toBe('yellow');
    expect(result).toMatchObject({ stream: 'paper-board', grade: 'B', score: 94, mainMaterialShare: 99.15 });
  });

  it('wooden crate with steel nails → A, 100', () => {
    // Nails removed before chipping and recycled (recovered, not subtracted).
    const result = assess({
      components: [
        part('Crate', 'body', 'wood', 'wood', { colorId: 'natural', weight: 1400 }),
        steelPart('Nails', 'fastener', { weight: 25 }),
      ],
      countryId: 'DE',
    });
    expect(result).toMatchObject({ stream: 'wood', grade: 'A', score: 100, mainMaterialShare: 98.25 });
  });
});

describe('end to end: special outcomes', () => {
  it('a combination missing from the table → needs testing, never green', () => {
    // Talc-filled PE film: D4ACE has no line for mineral fillers.
    const result = assess({ components: [peFilm({ fillerId: 'talc' })], countryId: 'DE' });
    const finding = only(result, 'pe-film.filler.not-in-table', 0);
    expect(finding).toMatchObject({
      rating: 'needs-testing',
      messageKey: 'rule.not-in-table',
      params: { value: 'talc' },
    });
    expect(result).toMatchObject({ grade: 'needs-testing', score: null });
  });

  it('US: a mono PE film pouch → no infrastructure', () => {
    const result = assess({ components: [peFilm({ name: 'Pouch' })], countryId: 'US' });
    expect(result).toMatchObject({ countryId: 'US', grade: 'no-infrastructure', score: null });
    expect(only(result, 'infrastructure.collected').params.country).toBe('US');
  });

  it('PE film with 6% EVOH: CEFLEX A (≤ 10%), PRE not recyclable (> 5%)', () => {
    // 94 g PE + 6 g EVOH: PE share 94% → fine. CEFLEX: 6 ≤ 10 → green → 100 → A.
    // PRE: 6 > 5 → not compatible → red → 0.
    const components = [peFilm({ weight: 94 }), layer('evoh', { weight: 6 })];
    const ceflex = assess({ components, countryId: 'DE', methodology: 'ceflex' });
    const pre = assess({ components, countryId: 'DE', methodology: 'pre' });
    expect(ceflex).toMatchObject({ methodology: 'ceflex', grade: 'A', score: 100 });
    expect(only(ceflex, 'film-pe.material.evoh', 1).source.id).toBe('ceflex-d4ace');
    expect(pre).toMatchObject({ methodology: 'pre', grade: 'not-recyclable', score: 0 });
    expect(only(pre, 'film-pe.material.evoh.pre', 1)).toMatchObject({
      rating: 'red',
      source: { id: 'pre-recyclass-films' },
    });
  });

  it('is pure: the same input gives the same result, and the input is not changed', () => {
    const components = [glassJar({ weight: 180 }), ppCap({ weight: 2 })];
    const copy = structuredClone(components);
    expect(assess({ components, countryId: 'FR' })).toEqual(assess({ components, countryId: 'FR' }));
    expect(components).toEqual(copy);
  });

  it('ignores ncLinksUsed (no source rates by it)', () => {
    const a = assess({ components: [peFilm({ ncLinksUsed: 0 })], countryId: 'DE' });
    const b = assess({ components: [peFilm({ ncLinksUsed: 7 })], countryId: 'DE' });
    expect(a).toEqual(b);
  });
});
