import type { ChangeGenerator } from '../change';
import { adhesive } from './adhesive';
import { attachmentMaterial } from './attachment-material';
import { colour } from './colour';
import { componentMaterial } from './component-material';
import { dropComponent } from './drop-component';
import { filler } from './filler';
import { layerChanges } from './layers';

/**
 * Every change generator, in the order their proposals are preferred when they reach the same
 * grade: a part's material, colour, glue or filler before leaving a part off, a layer's change
 * before the pack's own material, which comes last. A new generator is one file here and one
 * entry in this list.
 */
export const changeGenerators: readonly ChangeGenerator[] = [
  attachmentMaterial,
  colour,
  adhesive,
  filler,
  dropComponent,
  layerChanges,
  componentMaterial,
];
