import { sources } from '../sources';
import type { StreamId } from '../types';
import { noAdhesiveRow, noFillerRow, rowsFor, type RuleRow, type ShareLimit } from './rule-row';

/**
 * Flexible PE / PP / mixed-PO film streams, from the CEFLEX D4ACE table of July 2025
 * (docs/sources/ceflex-d4ace-2025, MIT): the "general" sheet applies to all three streams, the
 * per-stream sheets add the polymers and the weight-share limits. Our catalog is coarser than
 * D4ACE, so each row says which D4ACE line it stands for:
 * - `evoh` is read as "EVOH coex" (a layer); EVOH solution coatings have a 5% limit in every sheet.
 * - `ink` is generic, so in PE it takes the strictest ink line, NC ink (G ≤ 3, Y 3–5); the other
 *   inks in PE and all inks in PP and mixed PO are G ≤ 5.
 * - adhesives are not weighed separately: see the adhesive rule in evaluate.ts.
 * - caco3 / talc / glass-fibre fillers and opaque colours have no D4ACE line: needs testing.
 * - above a share limit D4ACE fills in no column, so the part needs testing (as in the CEFLEX
 *   tool), not red.
 * Plastics Recyclers Europe (RecyClass film guidelines) is stricter: EVOH above 5% is not
 * compatible, and metallisation is only of limited compatibility; `methodology: 'pre'` rows.
 */
const filmStreams: { stream: StreamId; prefix: string; polymers: string[]; evoh: number; ink: ShareLimit }[] =
  [
    {
      stream: 'pe-film',
      prefix: 'film-pe',
      polymers: ['ldpe', 'hdpe'],
      evoh: 10,
      ink: { greenUpTo: 3, yellowUpTo: 5, above: 'needs-testing' },
    },
    {
      stream: 'pp-film',
      prefix: 'film-pp',
      polymers: ['pp', 'opp'],
      evoh: 7,
      ink: { greenUpTo: 5, above: 'needs-testing' },
    },
    {
      stream: 'mixed-po-film',
      prefix: 'film-mpo',
      polymers: ['ldpe', 'hdpe', 'pp', 'opp'],
      evoh: 5,
      ink: { greenUpTo: 5, above: 'needs-testing' },
    },
  ];

const adhesives = [
  'water-releasable',
  'hot-wash-releasable',
  'permanent',
  'hot-melt-dispersible',
  'hot-melt-non-dispersible',
  'lamination',
];
const lightColours = ['clear', 'natural', 'white', 'pale', 'light-blue', 'light-green'];

const rowsForFilm = ({ stream, prefix, polymers, evoh, ink }: (typeof filmStreams)[number]): RuleRow[] => {
  const r = rowsFor(stream, prefix, sources.d4ace);
  const pre = { methodology: 'pre' as const, source: sources.preFilms };
  return [
    r(
      'polyolefin',
      'material',
      polymers,
      'green',
      'rule.same-polymer',
      'D4ACE: the stream polymers, G ≤ 100%.',
    ),
    r('pvc', 'material', ['pvc'], 'red', 'plastic.chlorinated', 'D4ACE general: PVC, R > 0.'),
    r('pvdc', 'material', ['pvdc'], 'red', 'plastic.chlorinated', 'D4ACE general: PVDC barrier, R > 0.'),
    r(
      'pet',
      'material',
      ['pet', 'petg'],
      'red',
      'film.foreign-polymer',
      'D4ACE general: PET, R > 0 (PET-G read as PET).',
    ),
    r(
      'biodegradable',
      'material',
      ['pla'],
      'red',
      'plastic.biodegradable',
      'D4ACE general: biodegradable and compostable materials, R > 0.',
    ),
    r(
      'paper',
      'material',
      ['paper', 'cartonboard', 'corrugated-board'],
      'red',
      'film.paper-layer',
      'D4ACE general: paper, R > 0.',
    ),
    r(
      'aluminium-foil',
      'material',
      ['aluminium-foil'],
      'red',
      'film.aluminium-foil',
      'D4ACE general: aluminium foil barrier, R > 0.',
    ),
    r(
      'metallisation',
      'material',
      ['metallisation'],
      'green',
      'film.metallisation',
      'D4ACE general: metallisation (met), G ≤ 100%.',
    ),
    r(
      'metallisation',
      'material',
      ['metallisation'],
      'yellow',
      'film.metallisation-limited',
      'PRE: metallisation of limited compatibility.',
      pre,
    ),
    r(
      'alox-siox',
      'material',
      ['alox-siox'],
      'green',
      'plastic.thin-barrier',
      'D4ACE general: AlOx and SiOx barriers, G ≤ 100%.',
    ),
    r(
      'evoh',
      'material',
      ['evoh'],
      { greenUpTo: evoh, above: 'needs-testing' },
      'film.evoh',
      `D4ACE ${stream}: EVOH coex G ≤ ${evoh}%.`,
    ),
    r(
      'evoh',
      'material',
      ['evoh'],
      { greenUpTo: 5, above: 'red' },
      'film.evoh',
      'PRE: EVOH above 5% not compatible.',
      pre,
    ),
    r(
      'ink',
      'material',
      ['ink'],
      ink,
      'film.ink',
      `D4ACE ${stream}: inks and lacquers, ${ink.yellowUpTo === undefined ? `G ≤ ${ink.greenUpTo}%` : `NC ink G ≤ ${ink.greenUpTo}%, Y ≤ ${ink.yellowUpTo}%`}.`,
    ),
    noFillerRow(r),
    r(
      'degradable',
      'filler',
      ['oxo-additive', 'bio-additive'],
      'red',
      'plastic.degradable-additive',
      'D4ACE general: oxo-degradability additives, biodegradable materials, R > 0.',
    ),
    noAdhesiveRow(r),
    r(
      'adhesive',
      'adhesive',
      adhesives,
      { greenUpTo: 5 },
      'film.adhesive',
      `D4ACE ${stream}: laminating, labelling, cold-seal and heat-seal adhesives G ≤ 5%.`,
    ),
    r(
      'light',
      'color',
      lightColours,
      'green',
      'plastic.light-colour',
      'D4ACE general: clear, natural or paler colours, G ≤ 100%.',
    ),
    r(
      'metallic',
      'color',
      ['metallic'],
      'green',
      'film.metallic-look',
      'Read as the look of a metallised layer (D4ACE: met, G ≤ 100%); a metallic ink is rated by the ink rule.',
    ),
    r(
      'dark',
      'color',
      ['dark'],
      'yellow',
      'plastic.dark-colour',
      'D4ACE general: black and darker colours without carbon black, yellow.',
    ),
    r(
      'carbon-black',
      'color',
      ['carbon-black'],
      'red',
      'plastic.carbon-black',
      'D4ACE general: masterbatch containing carbon black, R > 0.',
    ),
  ];
};

export const filmRules: RuleRow[] = filmStreams.flatMap(rowsForFilm);
