import type { AssessedComponent, AssessedConstituent } from '../../src/assessment/index';
import { layered } from './helpers';

/**
 * Hand-built flexible structures (issue 24), each one component made of layers, weights in grams
 * per pack. `tool` is what the CEFLEX recyclability score simulation tool (commit b4e0de8, its
 * D4ACE July 2025 table and CEFLEX scoring model) answered for the same structure, run with R
 * outside this repository (docs/assessment-flexibles.md §5 says how); null where the tool has no
 * sheet for the structure's dominant material and cannot assess it.
 */
export interface FlexibleStructure {
  id: string;
  name: string;
  family: 'flexible-plastic' | 'paper-board' | 'metal';
  /** The component-level material an engineer would pick; the layers decide the stream. */
  materialId: string;
  layers: AssessedConstituent[];
  /** What we expect from our engine under CEFLEX, and why. */
  expected: { grade: string; score: number | null; stream: string | null; why: string };
  /** Our engine under PRE, where it differs from CEFLEX. */
  pre?: { grade: string; score: number | null; why: string };
  tool: { grade: string; score: number | null; stream: string } | null;
}

const l = (role: string, materialId: string, weight: number, blend?: AssessedConstituent['blend']) =>
  blend === undefined ? { role, materialId, weight } : { role, materialId, weight, blend };

export const flexibleStructures: FlexibleStructure[] = [
  {
    id: 'S01',
    name: 'Mono-PE stand-up pouch, MDO-PE/LLDPE',
    family: 'flexible-plastic',
    materialId: 'ldpe',
    layers: [
      l('film', 'mdo-pe', 20),
      l('ink', 'pu-ink', 0.5),
      l('adhesive', 'pu-adhesive-aliphatic', 0.8),
      l('film', 'lldpe', 40),
    ],
    expected: {
      grade: 'A',
      score: 100,
      stream: 'pe-film',
      why: 'MDO-PE and LLDPE fold into PE (97.9 %); PU ink 0.8 % and the laminating adhesive 1.3 % are within their 5 % lines.',
    },
    tool: { grade: 'A', score: 100, stream: 'PE' },
  },
  {
    id: 'S02',
    name: 'PE/EVOH/PE barrier film, 8 % EVOH',
    family: 'flexible-plastic',
    materialId: 'ldpe',
    layers: [
      l('film', 'ldpe', 40),
      l('tie', 'pe-g-mah', 3),
      l('evoh-coex', 'evoh', 8),
      l('tie', 'pe-g-mah', 3),
      l('film', 'lldpe', 40),
      l('ink', 'nc-ink', 1.5),
    ],
    expected: {
      grade: 'A',
      score: 100,
      stream: 'pe-film',
      why: 'EVOH coex 8.4 % is within PE’s 10 %, NC ink 1.6 % within 3 %; the tie layers count as PE, so PE is 90.1 % (without them 83.8 %, a yellow).',
    },
    pre: { grade: 'not-recyclable', score: 0, why: 'PRE: EVOH above 5 % is not compatible (red).' },
    tool: { grade: 'A', score: 100, stream: 'PE' },
  },
  {
    id: 'S03',
    name: 'PE/EVOH/PE, 12 % EVOH',
    family: 'flexible-plastic',
    materialId: 'ldpe',
    layers: [
      l('film', 'ldpe', 38),
      l('tie', 'pe-g-mah', 2),
      l('evoh-coex', 'evoh', 12),
      l('tie', 'pe-g-mah', 2),
      l('film', 'lldpe', 46),
    ],
    expected: {
      grade: 'needs-testing',
      score: null,
      stream: 'pe-film',
      why: 'EVOH coex 12 % is above the 10 % that D4ACE rates; nothing says what happens above, so it needs testing.',
    },
    pre: { grade: 'not-recyclable', score: 0, why: 'PRE: EVOH above 5 % is not compatible (red).' },
    tool: { grade: 'Cannot assess', score: null, stream: 'PE' },
  },
  {
    id: 'S04',
    name: 'Printed PE film, NC ink in two layers (2 g + 2 g)',
    family: 'flexible-plastic',
    materialId: 'ldpe',
    layers: [l('ink', 'nc-ink', 2), l('film', 'ldpe', 50), l('ink', 'nc-ink', 2), l('film', 'lldpe', 46)],
    expected: {
      grade: 'B',
      score: 94,
      stream: 'pe-film',
      why: 'The two NC ink layers count once, summed: 4 % is in PE’s yellow band (3–5 %), one yellow caps the score at 94. Each alone (2 %) would be green.',
    },
    tool: { grade: 'B', score: 94, stream: 'PE' },
  },
  {
    id: 'S05',
    name: 'PP/met-PP crisps bag',
    family: 'flexible-plastic',
    materialId: 'pp',
    layers: [
      l('film', 'bopp', 20),
      l('ink', 'nc-ink', 0.6),
      l('adhesive', 'pu-adhesive-aromatic', 0.7),
      l('barrier', 'metallisation', 0),
      l('film', 'bopp', 18),
    ],
    expected: {
      grade: 'A',
      score: 100,
      stream: 'pp-film',
      why: 'BOPP is PP (96.7 %); the 0 g metallisation is green at any share, NC ink 1.5 % and aromatic PU adhesive 1.8 % are within PP’s 5 %.',
    },
    pre: { grade: 'B', score: 94, why: 'PRE: metallisation is of limited compatibility, one yellow → 94.' },
    tool: { grade: 'A', score: 100, stream: 'PP' },
  },
  {
    id: 'S06',
    name: 'PET/PE laminate',
    family: 'flexible-plastic',
    materialId: 'ldpe',
    layers: [
      l('film', 'bopet', 12),
      l('ink', 'pu-ink', 1),
      l('adhesive', 'pu-adhesive-aromatic', 1.5),
      l('film', 'ldpe', 45),
    ],
    expected: {
      grade: 'not-recyclable',
      score: 0,
      stream: 'pe-film',
      why: 'PE is the heaviest material, so PE film; PET is red in every D4ACE sheet, and PE is only 75.6 %, below 80 % (a second red).',
    },
    tool: { grade: 'Not recyclable', score: 0, stream: 'PE' },
  },
  {
    id: 'S07',
    name: 'Paper/PE laminate, PE-rich',
    family: 'flexible-plastic',
    materialId: 'ldpe',
    layers: [l('film', 'paper', 8), l('adhesive', 'pu-adhesive-aliphatic', 0.5), l('film', 'ldpe', 40)],
    expected: {
      grade: 'not-recyclable',
      score: 0,
      stream: 'pe-film',
      why: 'PE is the heaviest, so PE film; a paper layer is red in every D4ACE sheet.',
    },
    tool: { grade: 'Not recyclable', score: 0, stream: 'PE' },
  },
  {
    id: 'S08',
    name: 'PET/alu/PE retort laminate',
    family: 'flexible-plastic',
    materialId: 'ldpe',
    layers: [
      l('film', 'bopet', 17),
      l('adhesive', 'pu-adhesive-aromatic', 3),
      l('barrier', 'aluminium-foil', 24),
      l('adhesive', 'pu-adhesive-aromatic', 3),
      l('film', 'ldpe', 69),
    ],
    expected: {
      grade: 'not-recyclable',
      score: 0,
      stream: 'pe-film',
      why: 'PE film by weight; aluminium foil and PET are red, and PE is 59.5 %.',
    },
    tool: { grade: 'Not recyclable', score: 0, stream: 'PE' },
  },
  {
    id: 'S09',
    name: 'BOPP/PE laminate (PP 32.8 %)',
    family: 'flexible-plastic',
    materialId: 'ldpe',
    layers: [l('film', 'bopp', 20), l('adhesive', 'pu-adhesive-aliphatic', 1), l('film', 'lldpe', 40)],
    expected: {
      grade: 'A',
      score: 100,
      stream: 'mixed-po-film',
      why: 'PE is the main polymer but PP is above 10 %, so mixed PO; PE and PP together are 98.4 %, the adhesive 1.6 % is within 5 %.',
    },
    tool: { grade: 'A', score: 100, stream: 'mixedPO' },
  },
  {
    id: 'S10',
    name: 'PE film with a CPP sealant of 8 %',
    family: 'flexible-plastic',
    materialId: 'ldpe',
    layers: [l('film', 'lldpe', 46), l('film', 'cpp', 4)],
    expected: {
      grade: 'needs-testing',
      score: null,
      stream: 'pe-film',
      why: 'PP up to 10 % keeps the structure in PE film, whose D4ACE sheet has no PP line: the CPP layer needs testing.',
    },
    tool: { grade: 'Cannot assess', score: null, stream: 'PE' },
  },
  {
    id: 'S11',
    name: 'PE pouch with a PE/PP blend sealant (20 % PP in the layer)',
    family: 'flexible-plastic',
    materialId: 'ldpe',
    layers: [
      l('film', 'mdo-pe', 20),
      l('ink', 'acrylic-ink', 1),
      l('adhesive', 'pu-adhesive-aliphatic', 1),
      l('film', 'lldpe', 60, [{ materialId: 'pp', share: 20 }]),
    ],
    expected: {
      grade: 'A',
      score: 100,
      stream: 'mixed-po-film',
      why: 'The blend puts 12 g of PP in the sealant, 14.6 % of the pack, above 10 %: mixed PO, where PE and PP (97.6 %) are both main.',
    },
    tool: { grade: 'A', score: 100, stream: 'mixedPO' },
  },
  {
    id: 'S12',
    name: 'CPP/EVOH/BOPP with PP-g-MAH ties, 6.25 % EVOH',
    family: 'flexible-plastic',
    materialId: 'pp',
    layers: [
      l('film', 'cpp', 40),
      l('tie', 'pp-g-mah', 2),
      l('evoh-coex', 'evoh', 6),
      l('tie', 'pp-g-mah', 2),
      l('film', 'bopp', 46),
    ],
    expected: {
      grade: 'A',
      score: 100,
      stream: 'pp-film',
      why: 'EVOH coex 6.25 % is within PP’s 7 %; PP with its tie resins is 93.75 %.',
    },
    pre: { grade: 'not-recyclable', score: 0, why: 'PRE: EVOH above 5 % is not compatible (red).' },
    tool: { grade: 'A', score: 100, stream: 'PP' },
  },
  {
    id: 'S13',
    name: 'OPA/PE laminate, 15 % oriented PA',
    family: 'flexible-plastic',
    materialId: 'ldpe',
    layers: [l('film', 'opa', 15), l('adhesive', 'pu-adhesive-aromatic', 2), l('film', 'lldpe', 83)],
    expected: {
      grade: 'B',
      score: 90,
      stream: 'pe-film',
      why: 'Laminated PA is yellow in PE up to 20 %, and PE at 83 % is a second yellow (80–90 %): two yellows cap the score at 90.',
    },
    tool: { grade: 'B', score: 90, stream: 'PE' },
  },
  {
    id: 'S14',
    name: 'PE film at the limits: 3 % NC ink, 5 % adhesive, 3 % PVOH coating',
    family: 'flexible-plastic',
    materialId: 'ldpe',
    layers: [
      l('ink', 'nc-ink', 3),
      l('film', 'ldpe', 40),
      l('adhesive', 'pu-adhesive-aromatic', 5),
      l('coating', 'pvoh', 3),
      l('film', 'lldpe', 49),
    ],
    expected: {
      grade: 'B',
      score: 94,
      stream: 'pe-film',
      why: 'NC ink at exactly 3 % and the adhesive at exactly 5 % are still green (limits are inclusive), the PVOH coating 3 % too; PE is 89 %, one yellow → 94.',
    },
    tool: { grade: 'B', score: 94, stream: 'PE' },
  },
  {
    id: 'S15',
    name: 'Paper/PE wrap, paper-based',
    family: 'paper-board',
    materialId: 'paper',
    layers: [l('film', 'paper', 40), l('adhesive', 'pu-adhesive-aliphatic', 0.5), l('film', 'ldpe', 9.5)],
    expected: {
      grade: 'B',
      score: 94,
      stream: 'paper-board',
      why: 'Paper is the heaviest (80 %), so the paper stream rates the component as paper; the PE layer lowers the fibre share to 80 %, a yellow (80–90 %).',
    },
    tool: null,
  },
  {
    id: 'S16',
    name: 'Aluminium lidding foil with heat-seal lacquer',
    family: 'metal',
    materialId: 'aluminium-foil',
    layers: [l('barrier', 'aluminium-foil', 10), l('lacquer', 'heat-seal-lacquer', 1)],
    expected: {
      grade: 'A',
      score: 100,
      stream: 'aluminium',
      why: 'Aluminium is the heaviest, so the aluminium stream rates the component whole as aluminium foil (green); the foil layer is 90.9 % of the pack, a green main share. Lacquers burn off in remelting.',
    },
    tool: null,
  },
];

/** A structure as the one component the engine assesses. */
export const componentOf = (structure: FlexibleStructure): AssessedComponent =>
  layered(structure.name, structure.family, structure.materialId, structure.layers);
