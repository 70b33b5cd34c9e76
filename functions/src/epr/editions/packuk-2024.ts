import type { EprModulation } from '@recyclens/shared';
import type { MaterialClass, ScheduleEdition } from '../types';
import published from './packuk-2024.json' with { type: 'json' };
import { publishedEdition } from './published-edition';

/**
 * PackUK's base fees for year 1 of UK packaging EPR (fees 2025 to 2026), charged on household
 * packaging supplied in 2024: one rate per material in £ per tonne. Read on gov.uk, the page
 * PackUK issued them on; the rows of packuk-2024.json are its Table 1 (docs/epr.md#united-kingdom).
 */

const flatBaseFee: EprModulation = {
  kind: 'none',
  ruleId: 'packuk-2025-base-fee',
  rule: {
    en: 'Not modulated: the 2025 base fees are one rate per material for every packaging, whatever its recyclability.',
    de: 'Nicht moduliert: die Grundgebühren 2025 sind ein Satz je Material für jede Verpackung, unabhängig von ihrer Recyclingfähigkeit.',
    fr: 'Non modulé : les redevances de base 2025 sont un taux par matériau pour tout emballage, quelle que soit sa recyclabilité.',
  },
  factor: null,
  adjustment: null,
};

const rowOfClass: Record<Exclude<MaterialClass, 'ceramic'>, string> = {
  aluminium: 'aluminium',
  glass: 'glass',
  paper: 'paper-card',
  plastic: 'plastic',
  steel: 'steel',
  wood: 'wood',
};

export const packUk2024: ScheduleEdition = {
  ...publishedEdition(published),
  mappingVersion: '1',
  choose: (piece) => {
    if (piece.materialClass === 'paper' && piece.composite)
      return {
        rowIds: ['fibre-based-composite'],
        mapping: {
          en: 'Paper or board with layers of other materials → fibre-based composite',
          de: 'Papier oder Karton mit Schichten anderer Materialien → faserbasierter Verbund',
          fr: 'Papier ou carton avec des couches d’autres matériaux → composite à base de fibres',
        },
        modulation: flatBaseFee,
      };
    if (piece.materialClass === 'ceramic')
      return {
        rowIds: ['other'],
        mapping: {
          en: 'Ceramic: none of the named materials → other',
          de: 'Keramik: keines der genannten Materialien → Sonstige',
          fr: 'Céramique : aucun des matériaux nommés → autre',
        },
        modulation: flatBaseFee,
      };
    return {
      rowIds: [rowOfClass[piece.materialClass]],
      mapping: {
        en: `Material ${piece.materialId}, priced by the material most of its weight is`,
        de: `Material ${piece.materialId}, nach dem Material bepreist, das den Großteil des Gewichts ausmacht`,
        fr: `Matériau ${piece.materialId}, tarifé selon le matériau majoritaire en poids`,
      },
      modulation: flatBaseFee,
    };
  },
};
