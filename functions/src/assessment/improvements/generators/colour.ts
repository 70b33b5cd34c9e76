import { changeId, type ChangeGenerator } from '../change';
import { isPlastic } from './plastics';

/** Uncoloured plastic and flint glass make the recyclate every colour can be made from. */
const plasticTargets = ['clear', 'natural'];
const glassTargets = ['flint'];

/** A coloured plastic part to clear or natural, a coloured glass part to flint. */
export const colour: ChangeGenerator = (components) =>
  components.flatMap((component, index) => {
    const targets = isPlastic(component)
      ? plasticTargets
      : component.familyId === 'glass'
        ? glassTargets
        : [];
    if (targets.includes(component.colorId)) return [];
    return targets.map((colorId) => ({
      id: changeId('color', index, colorId),
      kind: 'color' as const,
      componentIndex: index,
      from: component.colorId,
      to: colorId,
      set: { colorId },
    }));
  });
