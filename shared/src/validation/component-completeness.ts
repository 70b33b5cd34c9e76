import { typicalMaterialDensity } from '../domain/material-properties';
import type { FieldErrorCode } from './field-errors';

/**
 * When a component counts as complete, one rule for the editor, the save and the assessment
 * (decision 041). A component of one material needs its six lookups and its density range. A
 * component made of layers needs only what its layers cannot say: its type, family, filler and
 * colour. Its layers give its material (the heaviest), its weight (their sum), its adhesive (a
 * lamination adhesive when a layer is one, else none) and its density (computed when every
 * weighed layer's material has a typical density); a flexible one needs no density at all, as
 * film streams do not sort by it. A value the user chose always wins over the derived one.
 */

/** The shape the rule reads: a component as the editor sends it or as it is stored. */
export interface CompletenessInput {
  typeId?: string | null | undefined;
  familyId?: string | null | undefined;
  materialId?: string | null | undefined;
  fillerId?: string | null | undefined;
  adhesiveId?: string | null | undefined;
  colorId?: string | null | undefined;
  densityFrom?: number | null | undefined;
  densityTo?: number | null | undefined;
  weight?: number | null | undefined;
  constituents?:
    | readonly {
        role: string;
        materialId: string;
        weight: number;
        blend?: readonly { materialId: string; share: number }[] | undefined;
      }[]
    | undefined;
}

export const completenessFields = [
  'typeId',
  'familyId',
  'materialId',
  'fillerId',
  'adhesiveId',
  'colorId',
  'densityFrom',
  'densityTo',
] as const;
export type CompletenessField = (typeof completenessFields)[number];

/** One field a component still lacks, with the code its field shows. */
export interface MissingField {
  field: CompletenessField;
  code: FieldErrorCode;
}

/** The family whose streams (PE, PP and mixed polyolefin film) rate layers, not density. */
export const FLEXIBLE_PLASTIC_FAMILY = 'flexible-plastic';
const LAMINATION_ADHESIVE = 'lamination';
const NO_ADHESIVE = 'none';
const DENSITY_DECIMALS = 1000;

const isLayered = (component: CompletenessInput): boolean => (component.constituents?.length ?? 0) > 0;
const weighed = (weight: unknown): number =>
  typeof weight === 'number' && Number.isFinite(weight) ? weight : 0;

/** Each material of the layers with its grams: a blend splits its layer by the shares. */
const layerParts = (component: CompletenessInput): { materialId: string; weight: number }[] =>
  (component.constituents ?? []).flatMap((layer) => {
    const blend = layer.blend ?? [];
    const ownShare = 100 - blend.reduce((sum, part) => sum + weighed(part.share), 0);
    return [{ materialId: layer.materialId, share: ownShare }, ...blend].map((part) => ({
      materialId: part.materialId,
      weight: (weighed(layer.weight) * weighed(part.share)) / 100,
    }));
  });

/** The key of the greatest total; of a tie the first one added (the outer layer). */
export const heaviestOf = (totals: ReadonlyMap<string, number>): string | undefined => {
  let best: string | undefined;
  let bestWeight = -1;
  for (const [key, weight] of totals) {
    if (weight > bestWeight) [best, bestWeight] = [key, weight];
  }
  return best;
};

/** The heaviest material of the layers (a tie keeps the outer one); none before one is chosen. */
const heaviestMaterial = (component: CompletenessInput): string | null => {
  const totals = new Map<string, number>();
  for (const part of layerParts(component))
    if (part.materialId) totals.set(part.materialId, (totals.get(part.materialId) ?? 0) + part.weight);
  return heaviestOf(totals) ?? null;
};

/**
 * The density range of the layers together: their mass over the sum of their volumes, once with
 * every layer at the low end of its range and once at the high end. Null when a weighed layer's
 * material has no typical density, or nothing is weighed.
 */
export const layeredDensity = (component: CompletenessInput): { from: number; to: number } | null => {
  const parts = layerParts(component).filter((part) => part.weight > 0);
  const total = parts.reduce((sum, part) => sum + part.weight, 0);
  if (parts.length === 0 || total <= 0) return null;
  let volumeAtLow = 0;
  let volumeAtHigh = 0;
  for (const part of parts) {
    const range = typicalMaterialDensity[part.materialId];
    if (!range) return null;
    volumeAtLow += part.weight / range[0];
    volumeAtHigh += part.weight / range[1];
  }
  const round = (value: number) => Math.round(value * DENSITY_DECIMALS) / DENSITY_DECIMALS;
  return { from: round(total / volumeAtLow), to: round(total / volumeAtHigh) };
};

/** What a layered component's layers fill in where the user left a field empty. */
export interface LayerDerivedFields {
  materialId?: string;
  adhesiveId?: string;
  densityFrom?: number;
  densityTo?: number;
  weight?: number;
}

export const fieldsDerivedFromLayers = (component: CompletenessInput): LayerDerivedFields => {
  if (!isLayered(component)) return {};
  const layers = component.constituents ?? [];
  const derived: LayerDerivedFields = {
    weight: layers.reduce((sum, layer) => sum + weighed(layer.weight), 0),
  };
  const material = heaviestMaterial(component);
  if (!component.materialId && material) derived.materialId = material;
  if (!component.adhesiveId)
    derived.adhesiveId = layers.some((layer) => layer.role === 'adhesive')
      ? LAMINATION_ADHESIVE
      : NO_ADHESIVE;
  const density = layeredDensity(component);
  if (component.densityFrom == null && component.densityTo == null && density) {
    derived.densityFrom = density.from;
    derived.densityTo = density.to;
  }
  return derived;
};

/** The component as the assessment reads it: the user's values, the layers' where none was chosen. */
export const withLayerDerivedFields = <T extends CompletenessInput>(component: T): T => ({
  ...component,
  ...fieldsDerivedFromLayers(component),
});

/** Every field the component still lacks before it counts as complete, in the form's order. */
export const missingComponentFields = (component: CompletenessInput): MissingField[] => {
  const filled = withLayerDerivedFields(component);
  const densityNeeded = !(isLayered(component) && component.familyId === FLEXIBLE_PLASTIC_FAMILY);
  return completenessFields.flatMap((field): MissingField[] => {
    if (field === 'densityFrom' || field === 'densityTo') {
      return densityNeeded && filled[field] == null ? [{ field, code: 'DENSITY_REQUIRED' }] : [];
    }
    return filled[field] ? [] : [{ field, code: 'REQUIRED' }];
  });
};

export const isCompleteComponent = (component: CompletenessInput): boolean =>
  missingComponentFields(component).length === 0;

/**
 * The field problems that explain why a packaging cannot be saved as complete: every missing
 * field of every component, by its path (`components.0.fillerId`), beside the packaging's own.
 */
export const incompleteComponentProblems = (
  components: readonly CompletenessInput[],
): { path: (string | number)[]; code: FieldErrorCode }[] => [
  { path: ['components'], code: 'COMPLETE_COMPONENT_REQUIRED' },
  ...components.flatMap((component, index) =>
    missingComponentFields(component).map(({ field, code }) => ({
      path: ['components', index, field],
      code,
    })),
  ),
];
