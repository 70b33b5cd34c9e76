import { materialIdsByFamily, type EprUnpricedReason, type Localized } from '@recyclens/shared';
import type { EprComponent, EprPackaging, EprPiece, MaterialClass } from './types';

/** Layers that are no material of their own for a scheme (inks, metallised or oxide coatings count with the layer they are on). */
const notPricedAlone = new Set(['ink', 'metallisation', 'alox-siox', 'alox', 'siox', 'silicone']);

const plasticIds = new Set(
  [
    ...(materialIdsByFamily['rigid-plastic'] ?? []),
    ...(materialIdsByFamily['flexible-plastic'] ?? []),
  ].filter((id) => !notPricedAlone.has(id) && id !== 'aluminium-foil'),
);

const classOfMaterial: Readonly<Record<string, MaterialClass>> = {
  paper: 'paper',
  cartonboard: 'paper',
  'corrugated-board': 'paper',
  glass: 'glass',
  'lead-glass': 'glass',
  aluminium: 'aluminium',
  'aluminium-foil': 'aluminium',
  steel: 'steel',
  wood: 'wood',
  'treated-wood': 'wood',
  ceramic: 'ceramic',
};

/** The class a material is priced in; undefined for inks, coatings, adhesives and unknown ids. */
export const materialClassOf = (materialId: string): MaterialClass | undefined =>
  classOfMaterial[materialId] ?? (plasticIds.has(materialId) ? 'plastic' : undefined);

type Unpriced = {
  reason: EprUnpricedReason;
  explanation: Localized;
  weightG: number | null;
  materialId: string | null;
};

const noWeight: Localized = {
  en: 'No weight entered: the fee is charged by weight.',
  de: 'Kein Gewicht erfasst: die Gebühr wird nach Gewicht berechnet.',
  fr: 'Aucun poids saisi : la contribution est calculée au poids.',
};
const noMaterial: Localized = {
  en: 'No material entered, or only inks and coatings: no schedule row can be chosen.',
  de: 'Kein Material erfasst oder nur Druckfarben und Beschichtungen: keine Zeile des Tarifs wählbar.',
  fr: 'Aucun matériau saisi, ou seulement encres et revêtements : aucune ligne du barème ne peut être choisie.',
};

/**
 * A component as a piece to price. A layered component's weight is its layers' sum unless a
 * total is entered; it is priced whole by the class most of its weight is, as the schemes declare
 * composites by their predominant material.
 */
export const pieceOf = (
  component: EprComponent,
  pkg: Pick<EprPackaging, 'categoryId' | 'singleUsePlasticBeverageBottle'>,
): EprPiece | Unpriced => {
  const layers = component.constituents ?? [];
  const weightG =
    component.weight ?? (layers.length ? layers.reduce((sum, layer) => sum + layer.weight, 0) : null);
  const byClass = new Map<MaterialClass, { weight: number; materialId: string; heaviest: number }>();
  for (const layer of layers) {
    const materialClass = materialClassOf(layer.materialId);
    if (!materialClass) continue;
    const seen = byClass.get(materialClass) ?? { weight: 0, materialId: layer.materialId, heaviest: -1 };
    byClass.set(materialClass, {
      weight: seen.weight + layer.weight,
      materialId: layer.weight > seen.heaviest ? layer.materialId : seen.materialId,
      heaviest: Math.max(seen.heaviest, layer.weight),
    });
  }
  const predominant = [...byClass.entries()].sort(([, a], [, b]) => b.weight - a.weight)[0];
  const materialId = predominant?.[1].materialId ?? component.materialId ?? null;
  const materialClass = predominant?.[0] ?? (materialId ? materialClassOf(materialId) : undefined);
  if (weightG === null || weightG === undefined || weightG <= 0)
    return { reason: 'no_weight', explanation: noWeight, weightG: null, materialId };
  if (!materialId || !materialClass)
    return { reason: 'no_material', explanation: noMaterial, weightG, materialId };
  return {
    component,
    weightG,
    materialId,
    materialClass,
    composite: byClass.size > 1,
    flexible: component.familyId === 'flexible-plastic',
    colorId: component.colorId ?? null,
    categoryId: pkg.categoryId ?? null,
    singleUsePlasticBeverageBottle: pkg.singleUsePlasticBeverageBottle === true,
  };
};

export const isPiece = (value: EprPiece | Unpriced): value is EprPiece => 'materialClass' in value;
