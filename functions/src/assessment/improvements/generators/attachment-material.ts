import { changeId, type ChangeGenerator } from '../change';
import { typicalDensity } from '../typical-density';
import { flexibleTypes, isPlastic } from './plastics';

/** The parts added to a pack's body, whose material is a choice rather than the pack itself. */
const attachmentTypes = ['closure', 'lid', 'label', 'sleeve', 'lidding-film', 'seal', 'tape', 'insert'];
/** Polyolefins float off PET and glass cullet and are the pack's own polymer in PE/PP packs. */
const flexiblePolyolefins = ['opp', 'ldpe'];
const rigidPolyolefins = ['pp', 'hdpe'];

/**
 * A closure, lid, label, sleeve, seal, tape or insert of another material than the pack's main
 * one: a polyolefin first (PE/PP float off PET and glass and are the pack's own polymer in PE/PP
 * packs; what closures and labels are commonly made of), then the main material itself. A
 * non-plastic part that becomes plastic changes family with it.
 */
export const attachmentMaterial: ChangeGenerator = (components, { mainIndex, mainMaterials }) => {
  const main = components[mainIndex];
  if (main === undefined) return [];
  return components.flatMap((component, index) => {
    if (index === mainIndex || !attachmentTypes.includes(component.typeId)) return [];
    if (mainMaterials.includes(component.materialId)) return [];
    const flexible = flexibleTypes.includes(component.typeId);
    const plasticFamily = flexible ? 'flexible-plastic' : 'rigid-plastic';
    const polyolefins = flexible ? flexiblePolyolefins : rigidPolyolefins;
    const targets = [...new Set([...polyolefins, ...mainMaterials])].filter(
      (materialId) => materialId !== component.materialId && typicalDensity[materialId] !== undefined,
    );
    return targets.map((materialId) => {
      const toPlastic = [...flexiblePolyolefins, ...rigidPolyolefins, 'pet'].includes(materialId);
      const familyId = toPlastic
        ? isPlastic(component)
          ? component.familyId
          : plasticFamily
        : main.familyId;
      const [densityFrom, densityTo] = typicalDensity[materialId] ?? [
        component.densityFrom,
        component.densityTo,
      ];
      return {
        id: changeId('material', index, materialId),
        kind: 'material' as const,
        componentIndex: index,
        from: component.materialId,
        to: materialId,
        set: { familyId, materialId, densityFrom, densityTo },
      };
    });
  });
};
