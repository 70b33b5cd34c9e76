import { streamMap } from '../../streams';
import { changeId, type ChangeGenerator } from '../change';
import { typicalDensity } from '../typical-density';

/** The materials each family has a recycling stream for (streams.ts), in the map's order. */
const recyclableByFamily = (familyId: string): string[] => [
  ...new Set(streamMap.filter((entry) => entry.familyId === familyId).flatMap((entry) => entry.materialIds)),
];

/**
 * Any component's material swapped for another of its family that has a recycling stream (a PS
 * tray to PP, a PET-G body to PET), with that material's typical density.
 */
export const componentMaterial: ChangeGenerator = (components) =>
  components.flatMap((component, index) =>
    recyclableByFamily(component.familyId)
      .filter((materialId) => materialId !== component.materialId)
      .flatMap((materialId) => {
        const density = typicalDensity[materialId];
        if (density === undefined) return [];
        return [
          {
            id: changeId('material', index, materialId),
            kind: 'material' as const,
            componentIndex: index,
            from: component.materialId,
            to: materialId,
            set: { materialId, densityFrom: density[0], densityTo: density[1] },
          },
        ];
      }),
  );
