import type { Constituent } from '@recyclens/shared';

/** One change between two states of a component's layers, numbered as the reader counts (from 1). */
export type LayerChange =
  | { kind: 'added' | 'removed'; layer: number; materialId: string; weight: number }
  | { kind: 'material'; layer: number; before: string; after: string }
  | { kind: 'weight'; layer: number; materialId: string; before: number; after: number }
  | { kind: 'blend'; layer: number; materialId: string };

const sameLayer = (a: Constituent, b: Constituent) => a.role === b.role && a.materialId === b.materialId;

/** The longest run of layers both states hold in the same order (same role and material). */
const commonLayers = (before: readonly Constituent[], after: readonly Constituent[]) => {
  const lengths = before.map(() => after.map(() => 0));
  const at = (i: number, j: number) => (i < before.length && j < after.length ? lengths[i]![j]! : 0);
  for (let i = before.length - 1; i >= 0; i--)
    for (let j = after.length - 1; j >= 0; j--)
      lengths[i]![j] = sameLayer(before[i]!, after[j]!)
        ? at(i + 1, j + 1) + 1
        : Math.max(at(i + 1, j), at(i, j + 1));
  const pairs: [number, number][] = [];
  for (let i = 0, j = 0; i < before.length && j < after.length;) {
    if (sameLayer(before[i]!, after[j]!)) pairs.push([i++, j++]);
    else if (at(i + 1, j) >= at(i, j + 1)) i++;
    else j++;
  }
  return pairs;
};

const changesOfKept = (was: Constituent, now: Constituent, layer: number): LayerChange[] => [
  ...(was.materialId === now.materialId
    ? []
    : [{ kind: 'material' as const, layer, before: was.materialId, after: now.materialId }]),
  ...(was.weight === now.weight
    ? []
    : [
        { kind: 'weight' as const, layer, materialId: now.materialId, before: was.weight, after: now.weight },
      ]),
  ...(JSON.stringify(was.blend ?? []) === JSON.stringify(now.blend ?? [])
    ? []
    : [{ kind: 'blend' as const, layer, materialId: now.materialId }]),
];

/**
 * What changed in a component's layers, as a person would say it: a layer both states hold (same
 * role and material, in order) changed its weight or blend; between those, a layer of the same
 * role in the same place changed its material; any other is removed (numbered as it was) or
 * added (numbered as it is now).
 */
export const layerChanges = (
  before: readonly Constituent[],
  after: readonly Constituent[],
): LayerChange[] => {
  const changes: LayerChange[] = [];
  const gap = (wasFrom: number, wasTo: number, nowFrom: number, nowTo: number) => {
    const was = before.slice(wasFrom, wasTo);
    const now = after.slice(nowFrom, nowTo);
    for (let k = 0; k < Math.max(was.length, now.length); k++) {
      const [a, b] = [was[k], now[k]];
      if (a && b && a.role === b.role) changes.push(...changesOfKept(a, b, nowFrom + k + 1));
      else {
        if (a)
          changes.push({
            kind: 'removed',
            layer: wasFrom + k + 1,
            materialId: a.materialId,
            weight: a.weight,
          });
        if (b)
          changes.push({ kind: 'added', layer: nowFrom + k + 1, materialId: b.materialId, weight: b.weight });
      }
    }
  };
  let [i, j] = [0, 0];
  for (const [wasIndex, nowIndex] of commonLayers(before, after)) {
    gap(i, wasIndex, j, nowIndex);
    changes.push(...changesOfKept(before[wasIndex]!, after[nowIndex]!, nowIndex + 1));
    [i, j] = [wasIndex + 1, nowIndex + 1];
  }
  gap(i, before.length, j, after.length);
  return changes;
};
