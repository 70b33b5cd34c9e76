import { describe, expect, it } from 'vitest';
import type { AssessedComponent } from '../../src/assessment/index';
import { itRatesEach, layer, only, part, peFilm, ppFilm, run } from './helpers';

/** Film + one extra part; weights in grams of 100 g total so the extra's weight is its share. */
const withShare = (film: AssessedComponent, extra: AssessedComponent, share: number) => [
  { ...film, weight: 100 - share },
  { ...extra, weight: share },
];

describe('flexible films: CEFLEX D4ACE July 2025, general sheet (every film stream)', () => {
  it.each([
    ['pvc', 'film-pe.material.pvc'],
    ['pvdc', 'film-pe.material.pvdc'],
    ['pet', 'film-pe.material.pet'],
    ['petg', 'film-pe.material.pet'],
    ['pla', 'film-pe.material.biodegradable'],
    ['paper', 'film-pe.material.paper'],
    ['aluminium-foil', 'film-pe.material.aluminium-foil'],
  ])('a %s layer in PE film is red at any share → not recyclable', (materialId, ruleId) => {
    const result = run([peFilm(), layer(materialId)]);
    expect(only(result, ruleId, 1)).toMatchObject({
      rating: 'red',
      source: { id: 'ceflex-d4ace', version: 'July 2025' },
    });
    expect(result.grade).toBe('not-recyclable');
    expect(result.score).toBe(0);
  });

  it.each(['pp-film', 'mixed-po-film'])('the same reds apply in %s', (stream) => {
    const base =
      stream === 'pp-film' ? [ppFilm()] : [peFilm(), part('Zipper', 'closure', 'flexible-plastic', 'pp')];
    const result = run([...base, layer('aluminium-foil')]);
    expect(result.stream).toBe(stream);
    expect(result.grade).toBe('not-recyclable');
  });

  it('metallisation and AlOx/SiOx are green (CEFLEX) at any share', () => {
    const result = run([peFilm(), layer('metallisation', { colorId: 'metallic' }), layer('alox-siox')]);
    expect(only(result, 'film-pe.material.metallisation', 1).rating).toBe('green');
    expect(only(result, 'film-pe.material.alox-siox', 2).rating).toBe('green');
    expect(result.grade).toBe('A');
    expect(result.score).toBe(100);
  });

  it('PRE rates metallisation as limited → yellow → 94, B', () => {
    const result = run([peFilm(), layer('metallisation', { colorId: 'metallic' })], 'pre');
    expect(only(result, 'film-pe.material.metallisation.pre', 1)).toMatchObject({
      rating: 'yellow',
      source: { id: 'pre-recyclass-films' },
    });
    expect(result.score).toBe(94);
    expect(result.grade).toBe('B');
  });

  it('rates a film of any filler or colour by the PE film table', () => {
    const findings = run([peFilm({ fillerId: 'talc', colorId: 'opaque' })]).findings;
    expect(findings.map((f) => f.ruleId)).toEqual(
      expect.arrayContaining(['pe-film.filler.not-in-table', 'pe-film.color.not-in-table']),
    );
    const fillers = run([peFilm({ fillerId: 'oxo-additive' })]).findings.map((f) => f.ruleId);
    expect(fillers).toContain('film-pe.filler.degradable');
  });

  itRatesEach(
    'filler',
    'filler',
    [
      ['oxo-additive', 'red'],
      ['bio-additive', 'red'],
      ['none', 'green'],
      ['caco3', 'needs-testing'],
      ['talc', 'needs-testing'],
    ],
    (fillerId) => [peFilm({ fillerId })],
  );

  itRatesEach(
    'colour',
    'color',
    [
      ['clear', 'green'],
      ['natural', 'green'],
      ['white', 'green'],
      ['pale', 'green'],
      ['dark', 'yellow'],
      ['carbon-black', 'red'],
      ['opaque', 'needs-testing'],
    ],
    (colorId) => [peFilm({ colorId })],
  );

  it('a dark film is graded B (one yellow → 94)', () => {
    expect(run([peFilm({ colorId: 'dark' })])).toMatchObject({ score: 94, grade: 'B' });
  });
});

describe('flexible films: weight-share limits', () => {
  // EVOH coex: PE green ≤ 10%, PP ≤ 7%, mixed PO ≤ 5% (D4ACE), above: D4ACE rates nothing, so
  // it needs testing (as in the CEFLEX tool); PRE: > 5% not compatible.
  it.each([
    ['pe', 10, 'green'],
    ['pe', 10.1, 'needs-testing'],
    ['pp', 7, 'green'],
    ['pp', 7.1, 'needs-testing'],
  ])('EVOH in %s film at %f % → %s', (polymer, share, rating) => {
    const film = polymer === 'pe' ? peFilm() : ppFilm();
    const result = run(withShare(film, layer('evoh'), share));
    expect(only(result, `film-${polymer}.material.evoh`, 1)).toMatchObject({ rating, params: { share } });
  });

  it.each([
    [5, 'green'],
    [5.1, 'needs-testing'],
  ])('EVOH in mixed-PO film at %f % → %s', (share, rating) => {
    const components = [
      { ...peFilm(), weight: 80 - share },
      { ...part('PP layer', 'body', 'flexible-plastic', 'pp'), weight: 20 },
      { ...layer('evoh'), weight: share },
    ];
    expect(only(run(components), 'film-mpo.material.evoh', 2).rating).toBe(rating);
  });

  it.each([
    [5, 'green'],
    [5.1, 'red'],
  ])('PRE: EVOH in PE film at %f % → %s', (share, rating) => {
    const result = run(withShare(peFilm(), layer('evoh'), share), 'pre');
    expect(only(result, 'film-pe.material.evoh.pre', 1)).toMatchObject({
      rating,
      source: { id: 'pre-recyclass-films' },
    });
  });

  // Ink in PE takes D4ACE's NC-ink line: G ≤ 3, Y 3–5, above needs testing. In PP: G ≤ 5.
  it.each([
    [3, 'green'],
    [3.5, 'yellow'],
    [5, 'yellow'],
    [5.1, 'needs-testing'],
  ])('ink in PE film at %f % → %s', (share, rating) => {
    const ink = part('Print', 'coating', 'flexible-plastic', 'ink', { colorId: 'pale' });
    expect(only(run(withShare(peFilm(), ink, share)), 'film-pe.material.ink', 1).rating).toBe(rating);
  });

  it.each([
    [5, 'green'],
    [5.1, 'needs-testing'],
  ])('ink in PP film at %f % → %s', (share, rating) => {
    const ink = part('Print', 'coating', 'flexible-plastic', 'ink', { colorId: 'pale' });
    expect(only(run(withShare(ppFilm(), ink, share)), 'film-pp.material.ink', 1).rating).toBe(rating);
  });

  it('two ink parts count together against the limit (2% + 2% = 4% → yellow in PE)', () => {
    const ink = (name: string) => ({
      ...part(name, 'coating', 'flexible-plastic', 'ink', { colorId: 'pale' }),
      weight: 2,
    });
    const result = run([{ ...peFilm(), weight: 96 }, ink('Front'), ink('Back')]);
    expect(only(result, 'film-pe.material.ink', 1)).toMatchObject({ rating: 'yellow', params: { share: 4 } });
  });

  it('without weights a share rule rates needs-testing, asking for weights, never green', () => {
    const result = run([peFilm(), layer('evoh')]);
    expect(only(result, 'film-pe.material.evoh', 1)).toMatchObject({
      rating: 'needs-testing',
      messageKey: 'rule.share-needs-weight',
      params: { limit: 10 },
    });
    expect(result.grade).toBe('needs-testing');
    expect(result.score).toBeNull();
  });

  // Adhesives (G ≤ 5%) are not weighed on their own: the parts carrying them bound their weight.
  it('an adhesive on a part weighing ≤ 5% of the pack is green', () => {
    const label = part('Label', 'label', 'flexible-plastic', 'ldpe', { adhesiveId: 'permanent' });
    const result = run(withShare(peFilm(), label, 5));
    expect(only(result, 'film-pe.adhesive.adhesive', 1)).toMatchObject({
      rating: 'green',
      messageKey: 'rule.adhesive-share-bound',
    });
    expect(result.grade).toBe('A');
  });

  it('a laminating adhesive on the film itself (heavier than 5%) needs its own weight → needs-testing', () => {
    const result = run([{ ...peFilm({ adhesiveId: 'lamination' }), weight: 10 }]);
    expect(only(result, 'film-pe.adhesive.adhesive', 0)).toMatchObject({
      rating: 'needs-testing',
      messageKey: 'rule.adhesive-weight-needed',
    });
  });
});

describe('flexible films: tables', () => {
  it('a material missing from the table (silicone in PE film) rates needs-testing, not green', () => {
    const result = run([peFilm(), layer('silicone')]);
    expect(only(result, 'pe-film.material.not-in-table', 1).rating).toBe('needs-testing');
    expect(result.grade).toBe('needs-testing');
    expect(result.score).toBeNull();
  });

  it('a red outweighs a needs-testing: not recyclable, score 0', () => {
    const result = run([peFilm({ fillerId: 'talc' }), layer('pvc')]);
    expect(result.grade).toBe('not-recyclable');
    expect(result.score).toBe(0);
  });
});
