import { describe, expect, it } from 'vitest';
import { assess } from '../../src/assessment/index';
import { findMainComponent, streamFor } from '../../src/assessment/streams';
import { glassJar, layer, only, part, peFilm, ppCap, ppFilm, ppTub, steelPart } from './helpers';

describe('step 1: main material and stream', () => {
  it('takes the heaviest component when every component is weighed', () => {
    const components = [ppCap({ weight: 2 }), glassJar({ weight: 180, typeId: 'insert' })];
    expect(findMainComponent(components)).toEqual({ index: 1, basis: 'heaviest' });
  });

  it('takes the body when a weight is missing, else the first component', () => {
    expect(findMainComponent([ppCap({ weight: 2 }), glassJar()])).toEqual({ index: 1, basis: 'body' });
    expect(findMainComponent([ppCap(), glassJar({ typeId: 'insert' })])).toEqual({
      index: 0,
      basis: 'first',
    });
  });

  it.each([
    ['flexible-plastic', 'ldpe', 'pe-film'],
    ['flexible-plastic', 'hdpe', 'pe-film'],
    ['flexible-plastic', 'pp', 'pp-film'],
    ['flexible-plastic', 'opp', 'pp-film'],
    ['rigid-plastic', 'hdpe', 'po-rigid'],
    ['rigid-plastic', 'pp', 'po-rigid'],
    ['rigid-plastic', 'pet', 'pet'],
    ['paper-board', 'paper', 'paper-board'],
    ['paper-board', 'cartonboard', 'paper-board'],
    ['paper-board', 'corrugated-board', 'paper-board'],
    ['glass', 'glass', 'glass'],
    ['metal', 'aluminium', 'aluminium'],
    ['metal', 'steel', 'steel'],
    ['wood', 'wood', 'wood'],
    ['wood', 'treated-wood', 'wood'],
  ])('%s %s → %s', (familyId, materialId, stream) => {
    const main = part('Main', 'body', familyId, materialId);
    expect(streamFor(main, [main])).toBe(stream);
  });

  it('a PE film with a PP part goes to the mixed-polyolefin film stream', () => {
    const components = [peFilm(), part('Zipper', 'closure', 'flexible-plastic', 'pp')];
    expect(streamFor(peFilm(), components)).toBe('mixed-po-film');
    expect(streamFor(ppFilm(), [ppFilm(), layer('ldpe')])).toBe('mixed-po-film');
  });

  it.each([
    ['rigid-plastic', 'pvc'],
    ['rigid-plastic', 'ps'],
    ['rigid-plastic', 'pla'],
    ['rigid-plastic', 'petg'],
    ['glass', 'ceramic'],
    ['glass', 'lead-glass'],
    ['flexible-plastic', 'pet'],
  ])('%s %s has no stream → not recyclable, score 0, with a finding', (familyId, materialId) => {
    const result = assess({ components: [part('Main', 'body', familyId, materialId)], countryId: 'DE' });
    expect(result.stream).toBeNull();
    expect(result.grade).toBe('not-recyclable');
    expect(result.score).toBe(0);
    expect(only(result, 'stream.none', 0)).toMatchObject({ rating: 'red', params: { material: materialId } });
  });

  it('no components → needs testing', () => {
    const result = assess({ components: [], countryId: 'DE' });
    expect(result.grade).toBe('needs-testing');
    expect(result.score).toBeNull();
  });

  it('records the basis of the choice in a finding', () => {
    const result = assess({
      components: [ppTub({ weight: 20 }), steelPart('Clip', 'fastener', { weight: 1 })],
      countryId: 'DE',
    });
    expect(only(result, 'stream.main-material', 0)).toMatchObject({
      messageKey: 'stream.main-heaviest',
      params: { stream: 'po-rigid' },
    });
  });
});
