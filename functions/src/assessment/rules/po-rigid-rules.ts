import { sources } from '../sources';
import { attached, noAdhesiveRow, noFillerRow, rowsFor, type RuleRow } from './rule-row';
import { carbonBlackRow, degradableAdditiveRow } from './plastic-rows';

/**
 * Rigid PE and PP (bottles, tubs, trays). Sorting sends the body by NIR to the PE or the PP
 * fraction; after grinding, the float–sink tank keeps what floats (PE and PP, < 1 g/cm³) and
 * drops heavier plastics. So foreign parts that sink are separated cleanly (their weight is
 * lost), while foreign parts that float stay in the recyclate. The body's density is rated in
 * density-rules.ts. Sources: RecyClass HDPE/PP container guidelines, APR Design Guide.
 */
const r = rowsFor('po-rigid', 'po-rigid', sources.recyclassRigid);

export const poRigidRules: RuleRow[] = [
  r(
    'polyolefin',
    'material',
    ['hdpe', 'ldpe', 'pp', 'opp'],
    'green',
    'rule.same-polymer',
    'The body polymer and parts of the same polymer.',
    { role: 'main' },
  ),
  r(
    'other-polyolefin',
    'material',
    ['hdpe', 'ldpe', 'pp', 'opp'],
    'yellow',
    'po-rigid.other-polyolefin',
    'PE on a PP body (or PP on PE) floats with it and ends up as a blend: limited compatibility.',
    attached.kept,
  ),
  r(
    'sinking-plastic',
    'material',
    ['pet', 'petg', 'ps', 'pla', 'silicone'],
    'green',
    'po-rigid.sinks-away',
    'Heavier plastics sink in the float–sink step and are separated (density rule checks they do).',
    attached.lost,
  ),
  r(
    'chlorinated',
    'material',
    ['pvc', 'pvdc'],
    'red',
    'plastic.chlorinated',
    'Chlorinated plastics: not compatible (chlorine degrades the melt).',
    attached.kept,
  ),
  r(
    'evoh',
    'material',
    ['evoh'],
    { greenUpTo: 6, above: 'yellow' },
    'po-rigid.evoh',
    'EVOH barrier up to about 6% of the pack weight is compatible; more is limited.',
    attached.kept,
  ),
  r(
    'alox-siox',
    'material',
    ['alox-siox'],
    'green',
    'plastic.thin-barrier',
    'Thin oxide coatings do not disturb recycling.',
    attached.kept,
  ),
  r(
    'direct-print',
    'material',
    ['ink'],
    'yellow',
    'po-rigid.direct-print',
    'Direct print beyond dates and codes is of limited compatibility (inks stay in the melt).',
    attached.kept,
  ),
  r(
    'paper-label',
    'material',
    ['paper', 'cartonboard', 'corrugated-board'],
    'yellow',
    'po-rigid.paper-label',
    'Paper labels pulp in the wash: fibres load the water and the filters.',
    attached.lost,
  ),
  r(
    'metal-part',
    'material',
    ['aluminium', 'aluminium-foil', 'steel'],
    'yellow',
    'po-rigid.metal-part',
    'Metal parts are removed by metal separators, with some loss of plastic; limited compatibility.',
    attached.lost,
  ),
  noFillerRow(r),
  r(
    'mineral',
    'filler',
    ['caco3', 'talc'],
    'green',
    'po-rigid.mineral-filler',
    'Mineral fillers are judged by the density they give (density rule).',
  ),
  degradableAdditiveRow(r, sources.apr),
  noAdhesiveRow(r),
  r(
    'releasing',
    'adhesive',
    ['water-releasable', 'hot-wash-releasable'],
    'green',
    'adhesive.releases',
    'Adhesives that release in the wash let labels separate.',
  ),
  r(
    'non-releasing',
    'adhesive',
    ['permanent', 'lamination'],
    'yellow',
    'po-rigid.adhesive-stays',
    'Adhesives that do not release keep the label on the flakes: limited compatibility.',
  ),
  r(
    'light',
    'color',
    ['clear', 'natural', 'white', 'pale', 'light-blue', 'light-green', 'opaque'],
    'green',
    'plastic.light-colour',
    'Natural, white and light colours give the most versatile recyclate.',
  ),
  r(
    'dark',
    'color',
    ['dark'],
    'yellow',
    'plastic.dark-colour',
    'Dark colours (NIR-detectable) end in a lower-value coloured recyclate.',
  ),
  carbonBlackRow(r),
];
