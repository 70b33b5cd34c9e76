import type { ComponentInput, Localized } from '@recyclens/shared';

/**
 * Ready-made packaging to start from (packaging issue, item 6): the common packs, described with
 * the catalog's ids, typical densities (g/cm³) and weights (g). Ids are stable.
 */
export interface BuiltInTemplate {
  id: string;
  names: Localized;
  categoryId: string;
  components: ComponentInput[];
}

const c = (
  name: string,
  typeId: string,
  familyId: string,
  materialId: string,
  colorId: string,
  density: [number, number],
  weight: number,
  extra: Partial<ComponentInput> = {},
): ComponentInput => ({
  name,
  typeId,
  familyId,
  materialId,
  fillerId: 'none',
  adhesiveId: 'none',
  colorId,
  densityFrom: density[0],
  densityTo: density[1],
  weight,
  ncLinksUsed: 0,
  ...extra,
});

export const builtInTemplates: BuiltInTemplate[] = [
  {
    id: 'pet-bottle',
    names: {
      en: 'PET bottle with PP cap and OPP label',
      de: 'PET-Flasche mit PP-Verschluss und OPP-Etikett',
      fr: 'Bouteille PET avec bouchon PP et étiquette OPP',
    },
    categoryId: 'bottle',
    components: [
      c('Bottle', 'body', 'rigid-plastic', 'pet', 'clear', [1.33, 1.4], 24),
      c('Cap', 'closure', 'rigid-plastic', 'pp', 'white', [0.9, 0.91], 2),
      c('Label', 'label', 'flexible-plastic', 'opp', 'white', [0.9, 0.92], 0.6, {
        adhesiveId: 'hot-wash-releasable',
      }),
    ],
  },
  {
    id: 'pe-pouch',
    names: { en: 'PE stand-up pouch', de: 'PE-Standbodenbeutel', fr: 'Sachet tenant debout en PE' },
    categoryId: 'pouch',
    components: [
      c('Pouch film', 'body', 'flexible-plastic', 'ldpe', 'clear', [0.91, 0.93], 9),
      c('Print', 'coating', 'flexible-plastic', 'ink', 'pale', [1.0, 1.2], 0.2),
      c('Zipper', 'closure', 'flexible-plastic', 'ldpe', 'natural', [0.92, 0.93], 0.8),
    ],
  },
  {
    id: 'pp-tray-lid',
    names: {
      en: 'PP tray with lidding film',
      de: 'PP-Schale mit Deckelfolie',
      fr: 'Barquette PP avec opercule',
    },
    categoryId: 'tray',
    components: [
      c('Tray', 'body', 'rigid-plastic', 'pp', 'white', [0.9, 0.91], 18),
      c('Lidding film', 'lidding-film', 'flexible-plastic', 'pp', 'clear', [0.9, 0.92], 1.5, {
        adhesiveId: 'lamination',
      }),
    ],
  },
  {
    id: 'glass-jar',
    names: {
      en: 'Glass jar with steel lid',
      de: 'Glas mit Stahldeckel',
      fr: 'Bocal en verre avec couvercle en acier',
    },
    categoryId: 'jar',
    components: [
      c('Jar', 'body', 'glass', 'glass', 'flint', [2.4, 2.6], 180),
      c('Lid', 'lid', 'metal', 'steel', 'metallic', [7.8, 7.9], 12),
      c('Lid seal', 'seal', 'rigid-plastic', 'pvc', 'natural', [1.3, 1.4], 0.6),
      c('Label', 'label', 'paper-board', 'paper', 'white', [0.7, 0.9], 1.2, {
        adhesiveId: 'water-releasable',
      }),
    ],
  },
  {
    id: 'aluminium-can',
    names: { en: 'Aluminium beverage can', de: 'Aluminium-Getränkedose', fr: 'Canette en aluminium' },
    categoryId: 'can',
    components: [
      c('Can body', 'body', 'metal', 'aluminium', 'metallic', [2.6, 2.75], 11),
      c('Lid', 'lid', 'metal', 'aluminium', 'metallic', [2.6, 2.75], 2.5),
    ],
  },
  {
    id: 'corrugated-box',
    names: {
      en: 'Corrugated box with tape',
      de: 'Wellpappkarton mit Klebeband',
      fr: 'Caisse en carton ondulé avec ruban adhésif',
    },
    categoryId: 'box',
    components: [
      c('Box', 'body', 'paper-board', 'corrugated-board', 'natural', [0.1, 0.2], 350, {
        adhesiveId: 'hot-melt-dispersible',
      }),
      c('Tape', 'tape', 'flexible-plastic', 'pp', 'natural', [0.9, 0.92], 3, { adhesiveId: 'permanent' }),
    ],
  },
  {
    id: 'wooden-crate',
    names: { en: 'Wooden crate', de: 'Holzkiste', fr: 'Caisse en bois' },
    categoryId: 'crate',
    components: [
      c('Crate', 'body', 'wood', 'wood', 'natural', [0.4, 0.6], 1400),
      c('Nails', 'fastener', 'metal', 'steel', 'metallic', [7.8, 7.9], 25),
    ],
  },
];
