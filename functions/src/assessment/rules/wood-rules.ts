import { sources } from '../sources';
import { attached, rowsFor, type RuleRow } from './rule-row';

/**
 * Wood packaging is recycled as chips for particle board once nails, staples and bands are
 * removed (magnets, eddy currents). Treated or painted wood is limited: preservatives and paints
 * may keep it out of material recycling. Source: FH Campus Wien / ECR Austria.
 */
const r = rowsFor('wood', 'wood', sources.ecr);

export const woodRules: RuleRow[] = [
  r(
    'untreated',
    'material',
    ['wood'],
    'green',
    'wood.particle-board',
    'Untreated wood is recycled as particle board.',
    { role: 'main' },
  ),
  r(
    'treated',
    'material',
    ['treated-wood'],
    'yellow',
    'wood.treated',
    'Treated or painted wood is limited.',
    { role: 'main' },
  ),
  r(
    'metal-fastener',
    'material',
    ['steel', 'aluminium'],
    'green',
    'wood.metal-removed',
    'Nails and staples are removed before chipping and recycled as metal.',
    attached.recovered,
  ),
  r(
    'paper-label',
    'material',
    ['paper', 'cartonboard', 'corrugated-board'],
    'green',
    'wood.paper-label',
    'Paper labels are screened out with the fines.',
    attached.lost,
  ),
];
