import type { Localized } from '@recyclens/shared';
import { effectiveMaterialOf, isLayered, packParts, weightOfBase } from './layers';
import { percentOf } from './share';
import type { AssessedComponent, StreamId } from './types';

/**
 * The recycling streams (docs/assessment.md#the-steps, step 1) and how a main material is mapped to one.
 * `aspects` lists what the stream's rule table rates: an aspect a stream does not list is not a
 * criterion there (e.g. colour in metal recycling, where lacquers burn off), so it is not rated
 * rather than rated "needs testing".
 */
export type Aspect = 'material' | 'filler' | 'adhesive' | 'color' | 'density';

export interface StreamDefinition {
  id: StreamId;
  names: Localized;
  aspects: Aspect[];
  /** Metals are recovered even as minor shares; RecyClass grades them A–C only (see score.ts). */
  metal: boolean;
}

const d = (
  id: StreamId,
  names: [string, string, string],
  aspects: Aspect[],
  metal = false,
): StreamDefinition => ({ id, names: { en: names[0], de: names[1], fr: names[2] }, aspects, metal });

const plasticAspects: Aspect[] = ['material', 'filler', 'adhesive', 'color'];

export const streams: StreamDefinition[] = [
  d('pe-film', ['PE film', 'PE-Folie', 'Film PE'], plasticAspects),
  d('pp-film', ['PP film', 'PP-Folie', 'Film PP'], plasticAspects),
  d(
    'mixed-po-film',
    ['Mixed polyolefin film', 'Mischpolyolefin-Folie', 'Film polyoléfine mixte'],
    plasticAspects,
  ),
  d('po-rigid', ['Rigid PE/PP', 'Starre PE/PP-Verpackung', 'PE/PP rigide'], [...plasticAspects, 'density']),
  d(
    'pet',
    ['PET bottles and trays', 'PET-Flaschen und -Schalen', 'Bouteilles et barquettes PET'],
    [...plasticAspects, 'density'],
  ),
  d(
    'paper-board',
    ['Paper and board', 'Papier und Karton', 'Papier et carton'],
    ['material', 'filler', 'adhesive'],
  ),
  d('glass', ['Glass', 'Glas', 'Verre'], ['material', 'color']),
  d('aluminium', ['Aluminium', 'Aluminium', 'Aluminium'], ['material', 'adhesive'], true),
  d('steel', ['Steel', 'Stahl', 'Acier'], ['material', 'adhesive'], true),
  d('wood', ['Wood', 'Holz', 'Bois'], ['material']),
];

export const streamById = (id: StreamId): StreamDefinition => {
  const found = streams.find((stream) => stream.id === id);
  if (found === undefined) throw new Error(`unknown stream ${id}`);
  return found;
};

/**
 * Material groups: parts of one group are recycled together. PE and PP are separate groups
 * because sorting separates them (NIR) and each makes its own recyclate.
 */
export const materialGroups: Record<string, string[]> = {
  pe: ['ldpe', 'hdpe'],
  pp: ['pp', 'opp'],
  pet: ['pet'],
  fibre: ['paper', 'cartonboard', 'corrugated-board'],
  glass: ['glass'],
  aluminium: ['aluminium', 'aluminium-foil'],
  steel: ['steel'],
  wood: ['wood', 'treated-wood'],
};

export const groupOf = (materialId: string): string | null =>
  Object.entries(materialGroups).find(([, members]) => members.includes(materialId))?.[0] ?? null;

/**
 * Family + material → stream for the main component. A pair not listed has no stream (PVC, PS,
 * PLA, PET-G, ceramic, lead glass, a flexible PET film…): the pack is not recyclable. Flexible
 * PET is deliberately absent: PET film is not a sorted fraction in any of our countries, and
 * EPBP / RecyClass PET rules are written for bottles and trays.
 */
export const streamMap: { familyId: string; materialIds: string[]; stream: StreamId }[] = [
  { familyId: 'flexible-plastic', materialIds: ['ldpe', 'hdpe'], stream: 'pe-film' },
  { familyId: 'flexible-plastic', materialIds: ['pp', 'opp'], stream: 'pp-film' },
  { familyId: 'rigid-plastic', materialIds: ['hdpe', 'ldpe', 'pp', 'opp'], stream: 'po-rigid' },
  { familyId: 'rigid-plastic', materialIds: ['pet'], stream: 'pet' },
  {
    familyId: 'paper-board',
    materialIds: ['paper', 'cartonboard', 'corrugated-board'],
    stream: 'paper-board',
  },
  { familyId: 'glass', materialIds: ['glass'], stream: 'glass' },
  { familyId: 'metal', materialIds: ['aluminium', 'aluminium-foil'], stream: 'aluminium' },
  { familyId: 'metal', materialIds: ['steel'], stream: 'steel' },
  { familyId: 'wood', materialIds: ['wood', 'treated-wood'], stream: 'wood' },
];

export type MainBasis = 'heaviest' | 'body' | 'first';

/** All components weighed (weight ≥ 0) and the total positive: only then do share rules run. */
export const hasWeights = (components: AssessedComponent[]): boolean =>
  components.length > 0 &&
  components.every((c) => typeof c.weight === 'number' && Number.isFinite(c.weight) && c.weight >= 0) &&
  components.reduce((sum, c) => sum + (c.weight ?? 0), 0) > 0;

/** docs/assessment.md#the-steps, step 1: the heaviest component, else the body, else the first. Ties keep the earlier. */
export const findMainComponent = (components: AssessedComponent[]): { index: number; basis: MainBasis } => {
  if (hasWeights(components)) {
    let index = 0;
    components.forEach((c, i) => {
      if ((c.weight ?? 0) > (components[index]?.weight ?? 0)) index = i;
    });
    return { index, basis: 'heaviest' };
  }
  const body = components.findIndex((c) => c.typeId === 'body');
  return body >= 0 ? { index: body, basis: 'body' } : { index: 0, basis: 'first' };
};

/** D4ACE and the CEFLEX tool: a PE structure with more than 10 % PP is mixed polyolefin. */
const PP_IN_PE_MIXED_ABOVE = 10;

/**
 * The stream for a main component; a layered one stands for its dominant material
 * (layers.ts). A flexible PE or PP main goes to the mixed-polyolefin film stream when another
 * component is of the other polyolefin (a PP zipper on a PE pouch): sorting cannot split them,
 * and D4ACE has a sheet for exactly that mix. Within layered components the CEFLEX tool's rule
 * applies instead: PE film whose PP layers weigh more than 10 % of the pack is mixed PO; up to
 * 10 % it stays PE film and the PP layers, which the PE sheet does not list, need testing.
 */
export const streamFor = (main: AssessedComponent, components: AssessedComponent[]): StreamId | null => {
  const material = effectiveMaterialOf(main);
  const entry = streamMap.find((e) => e.familyId === main.familyId && e.materialIds.includes(material));
  if (entry === undefined) return null;
  if (entry.stream === 'pe-film' || entry.stream === 'pp-film') {
    const groups = new Set(components.map((c) => groupOf(effectiveMaterialOf(c))));
    if (groups.has('pe') && groups.has('pp')) return 'mixed-po-film';
  }
  if (entry.stream === 'pe-film' && hasWeights(components) && components.some(isLayered)) {
    const total = components.reduce((sum, c) => sum + (c.weight ?? 0), 0);
    if (percentOf(weightOfBase(packParts(components), 'pp'), total) > PP_IN_PE_MIXED_ABOVE)
      return 'mixed-po-film';
  }
  return entry.stream;
};

/** The material groups that count as the stream's main material for this main component. */
export const mainGroupsFor = (stream: StreamId, main: AssessedComponent): string[] => {
  if (stream === 'mixed-po-film') return ['pe', 'pp'];
  const group = groupOf(effectiveMaterialOf(main));
  return group === null ? [] : [group];
};
