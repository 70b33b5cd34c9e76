import { sources } from '../sources';
import { attached, noAdhesiveRow, noFillerRow, rowsFor, type RuleRow } from './rule-row';
import { carbonBlackRow, degradableAdditiveRow } from './plastic-rows';

/**
 * PET bottles and trays. PET sinks (about 1.38 g/cm³); closures, labels and sleeves of PE, PP
 * or OPP below 1 g/cm³ float off in the float–sink tank and are recycled as a polyolefin
 * fraction. Anything that sinks with the PET or melts into it spoils the clear recyclate.
 * Sources: EPBP design guidelines (bottles), RecyClass PET guidelines.
 */
const r = rowsFor('pet', 'pet', sources.epbp);

export const petRules: RuleRow[] = [
  r('pet', 'material', ['pet'], 'green', 'rule.same-polymer', 'The PET body.', { role: 'main' }),
  r(
    'floating-polyolefin',
    'material',
    ['hdpe', 'ldpe', 'pp', 'opp'],
    'green',
    'pet.floats-off',
    'PE/PP/OPP closures, labels and sleeves float off (density rule checks < 1 g/cm³) and are recycled.',
    attached.recovered,
  ),
  r(
    'incompatible-polymer',
    'material',
    ['pvc', 'ps', 'petg', 'pla'],
    'red',
    'pet.incompatible-polymer',
    'PVC, PS, PET-G and PLA sink with PET or contaminate its melt: incompatible.',
    attached.kept,
  ),
  r(
    'metallised-label',
    'material',
    ['metallisation'],
    'red',
    'pet.metallised-label',
    'Metallised labels and sleeves are incompatible.',
    attached.kept,
  ),
  r(
    'paper-label',
    'material',
    ['paper', 'cartonboard', 'corrugated-board'],
    'yellow',
    'pet.paper-label',
    'Paper labels pulp in the hot wash: fibres load the water; limited compatibility.',
    { ...attached.lost, source: sources.recyclassPet },
  ),
  r(
    'silicone-valve',
    'material',
    ['silicone'],
    'green',
    'pet.silicone',
    'Silicone valves are separated if they float (density rule).',
    { ...attached.lost, source: sources.recyclassPet },
  ),
  r(
    'siox',
    'material',
    ['alox-siox'],
    'green',
    'plastic.thin-barrier',
    'SiOx / AlOx coatings are compatible.',
    attached.kept,
  ),
  noFillerRow(r),
  degradableAdditiveRow(r, sources.recyclassPet),
  noAdhesiveRow(r),
  r(
    'releasing',
    'adhesive',
    ['water-releasable', 'hot-wash-releasable'],
    'green',
    'pet.adhesive-releases',
    'Label adhesives must release in water or alkali at 70–90 °C.',
  ),
  r(
    'permanent',
    'adhesive',
    ['permanent'],
    'red',
    'pet.adhesive-permanent',
    'A permanent adhesive does not release in the 70–90 °C wash: label and glue stay on the flakes.',
  ),
  r(
    'clear',
    'color',
    ['clear', 'natural', 'light-blue', 'light-green'],
    'green',
    'pet.clear-or-light',
    'Clear and light blue/green PET go to the clear recyclate.',
  ),
  r(
    'coloured',
    'color',
    ['pale', 'dark'],
    'yellow',
    'pet.coloured',
    'Coloured PET goes to a lower-value coloured recyclate: limited.',
  ),
  r(
    'opaque',
    'color',
    ['opaque', 'white'],
    'red',
    'pet.opaque',
    'Opaque (e.g. white, mineral-filled) PET disturbs the clear and coloured recyclate.',
    { source: sources.recyclassPet },
  ),
  carbonBlackRow(r),
];
