import { basePolymerOf } from '../../layer-materials';
import { dominantMaterialOf, isLayered } from '../../layers';
import { layerChangeId, type ChangeGenerator, type ComponentChange } from '../change';

/**
 * The film of a structure's own polymer that takes over from a foreign structural layer (PET, PA,
 * paper…): the oriented grade, which gives the stiffness and print surface the foreign film gave.
 */
const orientedFilmOf = { pe: 'mdo-pe', pp: 'bopp' } as const;

/**
 * Barriers D4ACE rates red in a polyolefin film, and the thin ones it rates green in their place.
 * A thin barrier weighs next to nothing (nanometres), so the swapped layer weighs 0 g.
 */
const thinBarriersFor: Record<string, readonly string[]> = {
  'aluminium-foil': ['metallisation', 'alox'],
  pvdc: ['alox', 'siox'],
};

/** Layers a structure may be tried without; its films, ties, inks and adhesives hold it together. */
const droppableRoles = ['lacquer', 'coating', 'barrier', 'evoh-coex', 'other'];

/**
 * For a layered component: a foreign film layer swapped for the structure's own oriented film, a
 * foil or PVDC barrier for a thin one, and a lacquer, coating or barrier layer left out ("replace
 * the PET outer layer by MDO-PE").
 */
export const layerChanges: ChangeGenerator = (components) =>
  components.flatMap((component, componentIndex) => {
    if (!isLayered(component)) return [];
    const layers = component.constituents ?? [];
    const base = basePolymerOf(dominantMaterialOf(component));
    return layers.flatMap((layer, constituentIndex): ComponentChange[] => {
      const swap = (to: string, layerWeight?: number): ComponentChange => ({
        id: layerChangeId('layer-material', componentIndex, constituentIndex, to),
        kind: 'layer-material',
        componentIndex,
        constituentIndex,
        from: layer.materialId,
        to,
        ...(layerWeight === undefined ? {} : { layerWeight }),
      });
      const foreignFilm = base !== null && layer.role === 'film' && basePolymerOf(layer.materialId) !== base;
      const changes = [
        ...(thinBarriersFor[layer.materialId] ?? []).map((to) => swap(to, 0)),
        ...(foreignFilm ? [swap(orientedFilmOf[base])] : []),
      ];
      if (layers.length > 1 && droppableRoles.includes(layer.role)) {
        changes.push({
          id: layerChangeId('drop-layer', componentIndex, constituentIndex, null),
          kind: 'drop-layer',
          componentIndex,
          constituentIndex,
          from: layer.materialId,
          to: null,
        });
      }
      return changes;
    });
  });
