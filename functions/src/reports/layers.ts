import type { ContentLanguage } from '@recyclens/shared';
import { formatNumber } from './format';
import type { ReportLayer } from './types';

/**
 * Each layer's share of the component's layered weight in percent, to a tenth; null for every
 * layer when they weigh nothing together (a share of nothing is no number).
 */
export const layerShares = (layers: readonly ReportLayer[]): (number | null)[] => {
  const total = layers.reduce((sum, layer) => sum + layer.weight, 0);
  return layers.map((layer) => (total > 0 ? Math.round((layer.weight / total) * 1000) / 10 : null));
};

/** "30 % PE-LD; 10 % PP", share first, as the editor shows it and the import reads it. */
export const blendText = (blend: ReportLayer['blend'], language: ContentLanguage): string =>
  blend.map((part) => `${formatNumber(part.share, language)} % ${part.material}`).join('; ');
