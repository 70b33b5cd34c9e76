import type { GuidelineContent } from '../types';
import { aluminium } from './aluminium';
import { glass } from './glass';
import { naturalPeFlexibleFilms } from './natural-pe-flexible-films';
import { paperAndCardboard } from './paper-and-cardboard';
import { steel } from './steel';
import { wood } from './wood';

/** In the order docs/product.md#guidelines lists the guidelines. */
export const guidelineContents: GuidelineContent[] = [
  aluminium,
  steel,
  wood,
  glass,
  naturalPeFlexibleFilms,
  paperAndCardboard,
];
