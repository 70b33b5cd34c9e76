import { roleOf } from './evaluate-component';
import { isMainPart } from './evaluate-layers';
import { tableMaterialOf } from './layer-materials';
import { isLayered, partsOf } from './layers';
import { groupOf } from './streams';
import type { AssessedComponent, StreamId } from './types';

/**
 * Grams of the stream's main material in the pack (docs/assessment.md#the-steps, step 4). A single-material
 * component counts whole or not at all; a layered one counts the layers of the main material:
 * in a film stream its PE or PP layers and their tie resins, elsewhere the layers whose
 * material belongs to the stream's material group (the paper of a paper/PE laminate).
 */
export const mainWeightOf = (
  components: AssessedComponent[],
  stream: StreamId,
  mainGroups: string[],
  filmStream: boolean,
): number =>
  components.reduce((sum, c, index) => {
    if (!isLayered(c)) return roleOf(c, mainGroups) === 'main' ? sum + (c.weight ?? 0) : sum;
    const main = partsOf(c, index).filter((part) =>
      filmStream
        ? isMainPart(part, stream)
        : mainGroups.includes(groupOf(tableMaterialOf(part.materialId)) ?? ''),
    );
    return sum + main.reduce((total, part) => total + part.weight, 0);
  }, 0);
