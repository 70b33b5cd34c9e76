import { heaviestOf } from '@recyclens/shared';
import { basePolymerOf, tableMaterialOf, type BasePolymer } from './layer-materials';
import type { AssessedComponent } from './types';

/**
 * One material of one layer: a plain layer is one part, a blended layer one part per material,
 * each weighing its share of the layer (the layer's own material takes what the blend leaves).
 */
export interface LayerPart {
  componentIndex: number;
  constituentIndex: number;
  role: string;
  materialId: string;
  /** grams */
  weight: number;
  /** % of the layer's weight; 100 for a layer that is not a blend. */
  shareOfLayer: number;
}

export const isLayered = (c: AssessedComponent): boolean => (c.constituents?.length ?? 0) > 0;

const layerWeight = (c: AssessedComponent): number =>
  (c.constituents ?? []).reduce((sum, layer) => sum + layer.weight, 0);

/** A layered component weighs what its layers weigh together (the API keeps the two equal). */
export const withLayerWeight = (c: AssessedComponent): AssessedComponent =>
  isLayered(c) ? { ...c, weight: layerWeight(c) } : c;

export const partsOf = (c: AssessedComponent, componentIndex: number): LayerPart[] =>
  (c.constituents ?? []).flatMap((layer, constituentIndex) => {
    const blend = layer.blend ?? [];
    const ownShare = 100 - blend.reduce((sum, part) => sum + part.share, 0);
    return [{ materialId: layer.materialId, share: ownShare }, ...blend].map((part) => ({
      componentIndex,
      constituentIndex,
      role: layer.role,
      materialId: part.materialId,
      weight: (layer.weight * part.share) / 100,
      shareOfLayer: part.share,
    }));
  });

export const packParts = (components: AssessedComponent[]): LayerPart[] =>
  components.flatMap((c, index) => partsOf(c, index));

const sumWeights = (parts: LayerPart[]): number => parts.reduce((sum, part) => sum + part.weight, 0);

export const weightOfBase = (parts: LayerPart[], base: BasePolymer): number =>
  sumWeights(parts.filter((part) => basePolymerOf(part.materialId) === base));

/**
 * The material a layered component stands for when it picks the stream: its heaviest material,
 * with film grades and tie resins summed under their base polymer (a PE/EVOH/PE film is PE even
 * when no single PE layer is the heaviest). The CEFLEX tool takes the heaviest single row; the
 * sum is what a sorting machine sees. Ties keep the earlier layer.
 */
export const dominantMaterialOf = (c: AssessedComponent): string => {
  const totals = new Map<string, number>();
  for (const part of partsOf(c, 0)) {
    const key = tableMaterialOf(part.materialId);
    const base = basePolymerOf(part.materialId);
    const folded = base === 'pe' ? 'ldpe' : base === 'pp' ? 'pp' : key;
    totals.set(folded, (totals.get(folded) ?? 0) + part.weight);
  }
  return heaviestOf(totals) ?? c.materialId;
};

/**
 * The material the engine reads a component as: a layered one is its dominant material, a film
 * grade (LLDPE, BOPP…) the catalog material the tables know it as.
 */
export const effectiveMaterialOf = (c: AssessedComponent): string =>
  isLayered(c) ? dominantMaterialOf(c) : tableMaterialOf(c.materialId);
