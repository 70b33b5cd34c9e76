import { sources } from '../sources';
import { attached, rowsFor, type RuleRow } from './rule-row';

/**
 * Container glass. Glass is collected and melted by colour (clear, green, brown); optical sorters
 * reject opaque glass together with ceramics, stones and porcelain (CSP), which also cause
 * defects in new glass. Metal closures are pulled out by magnets and eddy currents and recycled;
 * plastic closures are separated and discarded, so metal is preferred. Source: FEVE.
 */
const r = rowsFor('glass', 'glass', sources.feve);

export const glassRules: RuleRow[] = [
  r(
    'container-glass',
    'material',
    ['glass'],
    'green',
    'glass.container-glass',
    'Soda-lime container glass.',
    { role: 'main' },
  ),
  r(
    'ceramic-lead',
    'material',
    ['lead-glass', 'ceramic'],
    'red',
    'glass.ceramic-lead',
    'Lead glass, ceramic and porcelain are incompatible: they cause defects and are sorted out.',
  ),
  r(
    'metal-closure',
    'material',
    ['steel', 'aluminium', 'aluminium-foil'],
    'green',
    'glass.metal-closure',
    'Metal closures are separated magnetically or by eddy current and recycled.',
    attached.recovered,
  ),
  r(
    'plastic-part',
    'material',
    ['pp', 'hdpe', 'ldpe', 'opp', 'pet', 'ps', 'pvc', 'petg', 'pla', 'silicone'],
    'yellow',
    'glass.plastic-part',
    'Plastic parts are separated and discarded; metal closures are preferred.',
    attached.lost,
  ),
  r(
    'paper-label',
    'material',
    ['paper', 'cartonboard', 'corrugated-board'],
    'green',
    'glass.paper-label',
    'Paper labels come off in processing or burn in the furnace.',
    attached.lost,
  ),
  r(
    'colour-stream',
    'color',
    ['flint', 'clear', 'green-glass', 'brown-glass'],
    'green',
    'glass.colour-stream',
    'Clear, green and brown are the colour streams glass is melted in.',
  ),
  r(
    'opaque',
    'color',
    ['opaque-glass'],
    'red',
    'glass.opaque',
    'Opaque glass is rejected by optical sorters as ceramics.',
  ),
];
