/**
 * What the engine reads from a layer's catalog material (docs/assessment-flexibles.md §2): its
 * base polymer, the catalog material it counts as when a stream is chosen, and the line of the
 * CEFLEX D4ACE table it stands for.
 */

export type BasePolymer = 'pe' | 'pp';

/**
 * Film grades fold into their base polymer, as the CEFLEX tool's sanitize() does (LDPE, LLDPE,
 * HDPE, MDO-PE, BOPE → PE; BOPP, CPP, OPP → PP). A MAH-grafted tie resin is its backbone plus a
 * trace of MAH, which D4ACE rates green ≤ 100 % in every polyolefin sheet, so it counts as its
 * backbone polymer.
 */
const basePolymers: Record<string, BasePolymer> = {
  ldpe: 'pe',
  lldpe: 'pe',
  hdpe: 'pe',
  'mdo-pe': 'pe',
  bope: 'pe',
  'pe-g-mah': 'pe',
  pp: 'pp',
  opp: 'pp',
  bopp: 'pp',
  cpp: 'pp',
  'pp-g-mah': 'pp',
};

export const basePolymerOf = (materialId: string): BasePolymer | null => basePolymers[materialId] ?? null;

/**
 * The catalog material the stream map and the per-component rule tables know a material as
 * (they know PE as `ldpe`/`hdpe`, PP as `pp`/`opp`, inks as `ink`): how a film grade picked for a
 * whole component, or the dominant material of a layered one, finds its stream and its rows.
 * A generic `ink` takes the strictest ink line in film, so a specific ink read as one is never
 * rated more leniently; PVC-based inks are left out, as they are red.
 */
const tableMaterials: Record<string, string> = {
  lldpe: 'ldpe',
  'mdo-pe': 'ldpe',
  bope: 'ldpe',
  'pe-g-mah': 'ldpe',
  bopp: 'opp',
  cpp: 'pp',
  'pp-g-mah': 'pp',
  bopet: 'pet',
  alox: 'alox-siox',
  siox: 'alox-siox',
  'nc-ink': 'ink',
  'pu-ink': 'ink',
  'pvb-ink': 'ink',
  'acrylic-ink': 'ink',
  'digital-ink': 'ink',
  'overprint-varnish': 'ink',
};

export const tableMaterialOf = (materialId: string): string => tableMaterials[materialId] ?? materialId;

/**
 * Catalog material → D4ACE line ("Material" column of the July 2025 table). Roles matter where
 * D4ACE tells a coex layer from a coating (EVOH, PVOH). Materials not listed have no line: a
 * layer of them rates "needs testing", as in the CEFLEX tool.
 */
const d4aceLines: Record<string, string> = {
  ldpe: 'PE',
  lldpe: 'PE',
  hdpe: 'PE',
  'mdo-pe': 'PE',
  bope: 'PE',
  pp: 'PP',
  opp: 'PP',
  bopp: 'PP',
  cpp: 'PP',
  'pe-g-mah': 'MAH',
  'pp-g-mah': 'MAH',
  // The VA row limits vinyl acetate; an EVA layer is counted whole, which can only overstate it.
  eva: 'VA',
  ionomer: 'EMAA Zn Ionomer',
  pa6: 'PA6 coex',
  'pa6-66': 'PA6/6.6 coex',
  opa: 'PA6 laminated',
  pet: 'PET',
  petg: 'PET',
  bopet: 'PET',
  pvc: 'PVC',
  pvdc: 'PVDC',
  pla: 'Biodegradable and compostable materials',
  paper: 'Paper',
  cartonboard: 'Paper',
  'aluminium-foil': 'Aluminium foil',
  aluminium: 'Aluminium foil',
  metallisation: 'met',
  alox: 'AlOx',
  siox: 'SiOx',
  'alox-siox': 'AlOx',
  'nc-ink': 'NC Ink',
  // A generic ink takes the strictest ink line, as for single-material components (film-rules.ts).
  ink: 'NC Ink',
  'pu-ink': 'PU Ink',
  'pvb-ink': 'PVB Ink',
  'acrylic-ink': 'Water-based acrylic ink',
  'digital-ink': 'Digital inkjet ink',
  'overprint-varnish': 'Other inks and overprint varnishes',
  'pvc-ink': 'PVC copolymers and terpolymers',
  'pu-adhesive-aromatic': 'Aromatic PU adhesive',
  'pu-adhesive-aliphatic': 'Other laminating adhesives',
  'cold-seal': 'Cold seal',
  'heat-seal-lacquer': 'Heat seal',
  'acrylic-coating': 'Acrylic coatings',
};

const coatingRoles = ['coating', 'lacquer'];

export const d4aceLineOf = (materialId: string, role: string): string | null => {
  if (materialId === 'evoh') return coatingRoles.includes(role) ? 'EVOH solution coating' : 'EVOH coex';
  if (materialId === 'pvoh') return coatingRoles.includes(role) ? 'PVOH coatings' : 'PVOH coex';
  return d4aceLines[materialId] ?? null;
};
