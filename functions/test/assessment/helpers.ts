import { expect, it } from 'vitest';
import {
  assess,
  type AssessedComponent,
  type AssessedConstituent,
  type AssessmentResult,
  type Finding,
  type InfrastructureRow,
  type Methodology,
} from '../../src/assessment/index';

/** What a test component has unless it says otherwise: no filler, no adhesive, clear, PE's density. */
const neutral = {
  fillerId: 'none',
  adhesiveId: 'none',
  colorId: 'clear',
  densityFrom: 0.92,
  densityTo: 0.93,
};

/** A component with the neutral defaults; tests set what matters. */
export const part = (
  name: string,
  typeId: string,
  familyId: string,
  materialId: string,
  extra: Partial<AssessedComponent> = {},
): AssessedComponent => ({ name, typeId, familyId, materialId, ...neutral, ...extra });

type Extra = Partial<AssessedComponent>;

/** A kind of component with its own defaults; each use may change any field. */
export const partOf =
  (name: string, typeId: string, familyId: string, materialId: string, defaults: Extra) =>
  (extra: Extra = {}): AssessedComponent =>
    part(name, typeId, familyId, materialId, { ...defaults, ...extra });

/** White rigid PP as moulded (0.90–0.91 g/cm³): tubs, caps. */
const mouldedPp: Extra = { colorId: 'white', densityFrom: 0.9, densityTo: 0.91 };

export const peFilm = partOf('Film', 'body', 'flexible-plastic', 'ldpe', {
  densityFrom: 0.91,
  densityTo: 0.93,
});
export const ppFilm = partOf('Film', 'body', 'flexible-plastic', 'pp', { densityFrom: 0.9, densityTo: 0.91 });
export const layer = (materialId: string, extra: Extra = {}): AssessedComponent =>
  partOf(`Layer ${materialId}`, 'barrier-layer', 'flexible-plastic', materialId, {
    densityFrom: 1.1,
    densityTo: 1.2,
  })(extra);
/** A natural flexible component of the given family and material, made of these layers. */
export const layered = (
  name: string,
  familyId: string,
  materialId: string,
  layers: AssessedConstituent[],
  extra: Extra = {},
): AssessedComponent =>
  part(name, 'body', familyId, materialId, {
    colorId: 'natural',
    densityFrom: 0.9,
    densityTo: 0.95,
    constituents: layers,
    ...extra,
  });
/** A PE pouch made of these layers. */
export const pouch = (layers: AssessedConstituent[], extra: Extra = {}) =>
  layered('Pouch', 'flexible-plastic', 'ldpe', layers, extra);
/** The marker an uncertain infrastructure row puts into a result: its note, year and source. */
export const uncertainMarker = (row: InfrastructureRow): Finding => ({
  componentIndex: null,
  ruleId: 'infrastructure.uncertain',
  rating: 'info',
  messageKey: 'infra.uncertain',
  params: { country: row.countryId, stream: row.stream, note: row.note, year: row.year },
  source: row.source,
});

export const ppTub = partOf('Tub', 'body', 'rigid-plastic', 'pp', mouldedPp);
export const ppCap = partOf('Cap', 'closure', 'rigid-plastic', 'pp', mouldedPp);
export const petBottle = partOf('Bottle', 'body', 'rigid-plastic', 'pet', {
  densityFrom: 1.33,
  densityTo: 1.4,
});
export const glassJar = partOf('Jar', 'body', 'glass', 'glass', {
  colorId: 'flint',
  densityFrom: 2.4,
  densityTo: 2.6,
});
export const paperLabel = partOf('Paper label', 'label', 'paper-board', 'paper', {
  colorId: 'white',
  densityFrom: 0.7,
  densityTo: 0.9,
});
export const steelPart = (name: string, typeId: string, extra: Extra = {}): AssessedComponent =>
  partOf(name, typeId, 'metal', 'steel', { colorId: 'metallic', densityFrom: 7.8, densityTo: 7.9 })(extra);

/** The single finding with this rule id for a component; fails loudly when absent or repeated. */
export const only = (
  result: AssessmentResult,
  ruleId: string,
  componentIndex: number | null = null,
): Finding => {
  const hits = result.findings.filter((f) => f.ruleId === ruleId && f.componentIndex === componentIndex);
  if (hits.length !== 1) {
    throw new Error(
      `expected one ${ruleId} finding for ${String(componentIndex)}, got ${hits.length}: ${result.findings.map((f) => f.ruleId).join(', ')}`,
    );
  }
  return hits[0] as Finding;
};

type RatedAspect = 'material' | 'filler' | 'adhesive' | 'color';

/** The rating a component got for one aspect; undefined when none. */
const aspectRating = (
  result: AssessmentResult,
  componentIndex: number,
  aspect: RatedAspect,
): Finding['rating'] | undefined =>
  result.findings.find((f) => f.componentIndex === componentIndex && f.ruleId.includes(`.${aspect}.`))
    ?.rating;

/** Assessed for Germany, where every stream is collected, sorted and recycled: only the rules speak. */
export const run = (components: AssessedComponent[], methodology: Methodology = 'ceflex') =>
  assess({ components, countryId: 'DE', methodology });

/** One test per row of a table: the rating a component gets for an aspect in a pack built around the value. */
export const itRatesEach = (
  title: string,
  aspect: RatedAspect,
  cases: [string, Finding['rating']][],
  pack: (value: string) => AssessedComponent[],
  componentIndex = 0,
): void =>
  it.each(cases)(`${title} %s → %s`, (value, rating) => {
    expect(aspectRating(run(pack(value)), componentIndex, aspect)).toBe(rating);
  });
