/**
 * What the editor and the completeness rule know about the catalogue's materials (decision 041).
 * Ids are the catalogue's stable slugs; a material added to the table later and missing here is
 * offered under every family and makes a layered density unknown, never wrong.
 */

/**
 * The materials a component of each family is usually made of, for the editor's material list.
 * A family not listed ("other") offers every material, and the editor keeps "show all materials"
 * for the rare case (a PLA film is flexible plastic, yet no stream takes it).
 */
export const materialIdsByFamily: Readonly<Partial<Record<string, readonly string[]>>> = {
  'rigid-plastic': [
    'pet',
    'petg',
    'hdpe',
    'ldpe',
    'pp',
    'opp',
    'ps',
    'pvc',
    'pla',
    'evoh',
    'pvdc',
    'pa6',
    'pa6-66',
    'eva',
    'pe-g-mah',
    'pp-g-mah',
    'silicone',
  ],
  'flexible-plastic': [
    'ldpe',
    'lldpe',
    'hdpe',
    'mdo-pe',
    'bope',
    'pp',
    'opp',
    'bopp',
    'cpp',
    'pet',
    'bopet',
    'petg',
    'ps',
    'pvc',
    'pla',
    'evoh',
    'pvdc',
    'pa6',
    'pa6-66',
    'opa',
    'eva',
    'ionomer',
    'pvoh',
    'pe-g-mah',
    'pp-g-mah',
    'metallisation',
    'alox-siox',
    'alox',
    'siox',
    'aluminium-foil',
    'ink',
    'silicone',
  ],
  'paper-board': ['paper', 'cartonboard', 'corrugated-board'],
  glass: ['glass', 'lead-glass'],
  metal: ['aluminium', 'aluminium-foil', 'steel'],
  wood: ['wood', 'treated-wood'],
};

/**
 * Typical density ranges in g/cm³ (polymer handbooks and common data-sheet ranges; film grades as
 * their base resin): a layered component's density is computed from them, and a proposed material
 * swap takes the new material's range along. Inks, lacquers and adhesives vary too much to name one.
 */
export const typicalMaterialDensity: Readonly<Partial<Record<string, readonly [number, number]>>> = {
  ldpe: [0.91, 0.93],
  lldpe: [0.91, 0.94],
  hdpe: [0.94, 0.97],
  'mdo-pe': [0.92, 0.96],
  bope: [0.92, 0.95],
  pp: [0.9, 0.91],
  opp: [0.9, 0.92],
  bopp: [0.9, 0.92],
  cpp: [0.9, 0.91],
  pet: [1.33, 1.4],
  bopet: [1.38, 1.4],
  petg: [1.26, 1.28],
  ps: [1.04, 1.06],
  pvc: [1.3, 1.45],
  pla: [1.24, 1.26],
  evoh: [1.12, 1.22],
  pvdc: [1.63, 1.75],
  pa6: [1.12, 1.15],
  'pa6-66': [1.12, 1.15],
  opa: [1.13, 1.16],
  eva: [0.92, 0.95],
  ionomer: [0.94, 0.96],
  pvoh: [1.19, 1.31],
  'pe-g-mah': [0.91, 0.96],
  'pp-g-mah': [0.89, 0.91],
  'aluminium-foil': [2.6, 2.75],
  paper: [0.7, 0.9],
  cartonboard: [0.6, 0.9],
  'corrugated-board': [0.1, 0.2],
  glass: [2.4, 2.6],
  aluminium: [2.6, 2.75],
  steel: [7.8, 7.9],
  wood: [0.4, 0.6],
};
