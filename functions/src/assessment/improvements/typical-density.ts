import { typicalMaterialDensity } from '@recyclens/shared';

/** The materials a proposed change may swap to: those its generators were written and tested for. */
const swapTargets = [
  'ldpe',
  'hdpe',
  'pp',
  'opp',
  'pet',
  'paper',
  'cartonboard',
  'corrugated-board',
  'glass',
  'aluminium',
  'aluminium-foil',
  'steel',
  'wood',
] as const;

/**
 * Typical densities (g/cm³) of the materials a change may swap to, read from the one shared table.
 * A swapped material takes its density along: a PP closure with a PVC's 1.38 g/cm³ would sink and
 * rate as what it is not.
 */
export const typicalDensity: Readonly<Record<string, readonly [number, number]>> = Object.fromEntries(
  swapTargets.flatMap((materialId) => {
    const range = typicalMaterialDensity[materialId];
    return range ? [[materialId, range]] : [];
  }),
);
