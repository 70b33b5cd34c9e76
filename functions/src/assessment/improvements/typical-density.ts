/**
 * Typical densities (g/cm³) of the materials a change may swap to. A swapped material takes its
 * density along: a PP closure with a PVC's 1.38 g/cm³ would sink and rate as what it is not.
 * Values: common data-sheet ranges, as in the built-in templates (catalog/templates.ts).
 */
export const typicalDensity: Record<string, readonly [number, number]> = {
  ldpe: [0.91, 0.93],
  hdpe: [0.94, 0.96],
  pp: [0.9, 0.91],
  opp: [0.9, 0.92],
  pet: [1.33, 1.4],
  paper: [0.7, 0.9],
  cartonboard: [0.6, 0.9],
  'corrugated-board': [0.1, 0.2],
  glass: [2.4, 2.6],
  aluminium: [2.6, 2.75],
  'aluminium-foil': [2.6, 2.75],
  steel: [7.8, 7.9],
  wood: [0.4, 0.6],
};
