import { sources } from '../sources';
import { attached, noAdhesiveRow, noFillerRow, rowsFor, type RuleRow } from './rule-row';

/**
 * Paper and board. The pulper turns fibres back into pulp; screens reject what does not pulp
 * (plastics, foils, staples), so those parts are lost. Laminates, wet-strength agents and
 * adhesives that do not disperse (stickies) lower the fibre yield. The fibre share (CONAI) and
 * CEREC's pulping test are pack-level rules in paper-pack-rules.ts.
 * Sources: 4evergreen / CEPI, CEREC, CONAI.
 */
const r = rowsFor('paper-board', 'paper', sources.fourEvergreen);

export const paperRules: RuleRow[] = [
  r(
    'fibre',
    'material',
    ['paper', 'cartonboard', 'corrugated-board'],
    'green',
    'paper.fibre',
    'Paper, board and corrugated fibres.',
    { role: 'main' },
  ),
  r(
    'plastic-part',
    'material',
    ['hdpe', 'ldpe', 'pp', 'opp', 'pet', 'petg', 'ps', 'pla'],
    'green',
    'paper.plastic-reject',
    'Plastic tapes, windows and closures are screened out as rejects.',
    attached.lost,
  ),
  r(
    'chlorinated',
    'material',
    ['pvc', 'pvdc'],
    'red',
    'paper.chlorinated',
    'CEREC: PVC and PVDC give chlorine emissions when the rejects are used for energy.',
    { ...attached.lost, source: sources.cerec },
  ),
  r(
    'aluminium-layer',
    'material',
    ['aluminium-foil', 'metallisation'],
    'yellow',
    'paper.aluminium-layer',
    'Aluminium foil and metallised layers lower the yield and load the rejects.',
    attached.lost,
  ),
  r(
    'staples',
    'material',
    ['steel'],
    'green',
    'paper.staples',
    'Staples and wire are removed magnetically and by screens.',
    attached.lost,
  ),
  r(
    'ink',
    'material',
    ['ink'],
    'green',
    'paper.ink',
    'Printing inks are compatible with paper recycling.',
    attached.kept,
  ),
  noFillerRow(r),
  r(
    'mineral',
    'filler',
    ['caco3', 'talc'],
    'green',
    'paper.mineral-filler',
    'CEREC: mineral fillers in the mass count as paper weight.',
    { source: sources.cerec },
  ),
  r(
    'wet-strength',
    'filler',
    ['wet-strength'],
    'yellow',
    'paper.wet-strength',
    'Wet-strength agents slow defibring; CEREC: not defibred after 45 minutes → not recyclable (test it).',
    { source: sources.cerec },
  ),
  noAdhesiveRow(r),
  r(
    'dispersible',
    'adhesive',
    ['water-releasable', 'hot-wash-releasable', 'hot-melt-dispersible'],
    'green',
    'paper.adhesive-dispersible',
    'Water-soluble and dispersible adhesives pass the pulper.',
  ),
  r(
    'stickies',
    'adhesive',
    ['permanent', 'hot-melt-non-dispersible'],
    'yellow',
    'paper.adhesive-stickies',
    'Pressure-sensitive and non-dispersible adhesives form stickies that lower the yield.',
  ),
  r(
    'laminate',
    'adhesive',
    ['lamination'],
    'yellow',
    'paper.laminate',
    'Laminated plastic or aluminium layers lower the yield.',
  ),
];
