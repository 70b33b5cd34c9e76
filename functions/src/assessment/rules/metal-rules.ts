import { sources } from '../sources';
import type { StreamId } from '../types';
import { attached, noAdhesiveRow, rowsFor, type RuleRow } from './rule-row';

/**
 * Aluminium and steel. Sorting recovers steel with magnets and aluminium with eddy currents,
 * even as small parts; melting or thermal de-coating burns lacquers, inks and small organic
 * parts away. Aluminium–plastic laminates do not reach quality recycling, and PVC is to be
 * avoided (chlorine in de-coating). RecyClass grades metal packaging A–C only (score.ts).
 * Sources: FH Campus Wien / ECR Austria Circular Packaging Design Guideline, RecyClass.
 */
const organicParts = [
  'pp',
  'hdpe',
  'ldpe',
  'opp',
  'pet',
  'ps',
  'petg',
  'pla',
  'silicone',
  'paper',
  'cartonboard',
  'corrugated-board',
];
const labelAdhesives = [
  'water-releasable',
  'hot-wash-releasable',
  'permanent',
  'hot-melt-dispersible',
  'hot-melt-non-dispersible',
];

const rowsForMetal = (stream: StreamId, own: string[], other: string[], otherKey: string): RuleRow[] => {
  const r = rowsFor(stream, stream, sources.ecr);
  return [
    r('metal', 'material', own, 'green', 'metal.own-metal', 'The stream metal.', { role: 'main' }),
    r(
      'other-metal',
      'material',
      other,
      'green',
      otherKey,
      'The other metal is separated in sorting and recycled in its own stream.',
      attached.recovered,
    ),
    r(
      'organic-part',
      'material',
      organicParts,
      'green',
      'metal.organic-part',
      'Small plastic and paper parts are separated or burn off; they are not recycled.',
      attached.lost,
    ),
    r(
      'chlorinated',
      'material',
      ['pvc', 'pvdc'],
      'red',
      'metal.pvc',
      'PVC (labels, coatings) is to be avoided: chlorine in thermal de-coating.',
      attached.kept,
    ),
    r(
      'coating',
      'material',
      ['ink'],
      'green',
      'metal.coating',
      'Lacquers, inks and organic coatings burn off.',
      attached.kept,
    ),
    noAdhesiveRow(r),
    r(
      'laminate',
      'adhesive',
      ['lamination'],
      'red',
      'metal.laminate',
      'A laminated metal–plastic structure does not reach quality recycling.',
      { source: sources.recyclassMetal },
    ),
    r(
      'label-adhesive',
      'adhesive',
      labelAdhesives,
      'green',
      'metal.label-adhesive',
      'Label adhesives burn off with the label.',
    ),
  ];
};

export const metalRules: RuleRow[] = [
  ...rowsForMetal('aluminium', ['aluminium', 'aluminium-foil'], ['steel'], 'metal.magnetic'),
  ...rowsForMetal('steel', ['steel'], ['aluminium', 'aluminium-foil'], 'metal.eddy-current'),
];
