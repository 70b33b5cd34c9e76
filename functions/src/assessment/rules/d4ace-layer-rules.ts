import { sources } from '../sources';
import type { Methodology, Rating, Source, StreamId } from '../types';
import { rowForMethodology, type ShareLimit } from './rule-row';

/**
 * The CEFLEX D4ACE table of July 2025 (docs/sources/ceflex-d4ace-2025, MIT) as it applies to the
 * layers of a multilayer component, line by line: a layer's material is mapped to its D4ACE line
 * (layer-materials.ts) and rated by the pack's weight share of that line in the stream.
 *
 * Only what describes a layer is here: the pigment and additive lines of the general sheet are
 * rated on the component's colour and filler (film-rules.ts). "G ≤ 100" is written green and
 * "R > 0" red. Above a limit D4ACE has no column filled in, so the layer needs testing, as the
 * CEFLEX tool says; Plastics Recyclers Europe is stricter on two lines (`pre` rows).
 */
export interface LayerRule {
  ruleId: string;
  stream: StreamId;
  /** The D4ACE "Material" line, verbatim. */
  line: string;
  /**
   * What the rule's own source calls the material, verbatim, where that is not D4ACE: a finding
   * speaks its source's terms (a PRE row says "EVOH" as the RecyClass guidelines do, not "EVOH coex").
   */
  term?: string;
  /** Omitted: both methodologies; a row for one methodology wins over a shared one. */
  methodology?: Methodology;
  rating: Rating | ShareLimit;
  source: Source;
}

type Limit = Rating | ShareLimit;
const green: Limit = 'green';
const red: Limit = 'red';
const upTo = (greenUpTo: number, yellowUpTo?: number): ShareLimit =>
  yellowUpTo === undefined
    ? { greenUpTo, above: 'needs-testing' }
    : { greenUpTo, yellowUpTo, above: 'needs-testing' };
/** "Y > 0, Y ≤ x": yellow from the first gram. */
const yellowUpTo = (limit: number): ShareLimit => ({
  greenUpTo: 0,
  yellowUpTo: limit,
  above: 'needs-testing',
});

const general: [string, Limit][] = [
  ['PVC', red],
  ['PET', red],
  ['Biodegradable and compostable materials', red],
  ['PVC copolymers and terpolymers', red],
  ['met', green],
  ['PVDC', red],
  ['Paper', red],
  ['Aluminium foil', red],
  ['AlOx', green],
  ['SiOx', green],
];

/** Adhesives and the inks and lacquers every sheet limits to 5 %. */
const fivePercent = [
  'Aromatic PU adhesive',
  'Other laminating adhesives',
  'Cold seal',
  'Heat seal',
  'EVOH solution coating',
  'PVOH coex',
  'PVOH coatings',
  'Acrylic coatings',
  'Digital inkjet ink',
  'PVB Ink',
  'PU Ink',
  'Other inks and overprint varnishes',
  'Water-based acrylic ink',
];

const sheets: { stream: StreamId; prefix: string; lines: [string, Limit][] }[] = [
  {
    stream: 'pe-film',
    prefix: 'film-pe',
    lines: [
      ['PE', green],
      ['MAH', green],
      ['VA', upTo(10)],
      ['EMAA Zn Ionomer', upTo(40)],
      ['PA6 coex', upTo(35)],
      ['PA6 laminated', yellowUpTo(20)],
      ['PA6/6.6 coex', upTo(20, 35)],
      ['EVOH coex', upTo(10)],
      ['NC Ink', upTo(3, 5)],
      ...fivePercent.map((line): [string, Limit] => [line, upTo(5)]),
    ],
  },
  {
    stream: 'pp-film',
    prefix: 'film-pp',
    lines: [
      ['PP', green],
      ['MAH', green],
      ['PA6 coex', upTo(20)],
      ['PA6/6.6 coex', yellowUpTo(20)],
      ['EVOH coex', upTo(7)],
      ['NC Ink', upTo(5)],
      ...fivePercent.map((line): [string, Limit] => [line, upTo(5)]),
    ],
  },
  {
    stream: 'mixed-po-film',
    prefix: 'film-mpo',
    lines: [
      ['PE', green],
      ['PP', green],
      ['MAH', green],
      ['EVOH coex', upTo(5)],
      ['NC Ink', upTo(5)],
      ...fivePercent.map((line): [string, Limit] => [line, upTo(5)]),
    ],
  },
];

const slug = (line: string): string =>
  line
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/**
 * PRE (RecyClass film guidelines): EVOH above 5 % is not compatible, and metallisation is of
 * limited compatibility. Both lines exist in every film stream; each row names the D4ACE line it
 * replaces and the guidelines' own term for it.
 */
const preLines: [string, string, Limit][] = [
  ['EVOH coex', 'EVOH', { greenUpTo: 5, above: 'red' }],
  ['met', 'Metallization', 'yellow'],
];

export const layerRules: LayerRule[] = sheets.flatMap(({ stream, prefix, lines }) => [
  ...[...general, ...lines].map(([line, rating]) => ({
    ruleId: `${prefix}.layer.${slug(line)}`,
    stream,
    line,
    rating,
    source: sources.d4ace,
  })),
  ...preLines.map(([line, term, rating]) => ({
    ruleId: `${prefix}.layer.${slug(line)}.pre`,
    stream,
    line,
    term,
    methodology: 'pre' as const,
    rating,
    source: sources.preFilms,
  })),
]);

export const filmStreamIds: StreamId[] = sheets.map((sheet) => sheet.stream);

/** The row for a D4ACE line in a stream; a row for the chosen methodology wins. */
export const findLayerRule = (
  stream: StreamId,
  line: string,
  methodology: Methodology,
): LayerRule | undefined =>
  rowForMethodology(layerRules, (rule) => rule.stream === stream && rule.line === line, methodology);
