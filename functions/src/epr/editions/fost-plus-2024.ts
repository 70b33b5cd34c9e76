import type { EprModulation, Localized } from '@recyclens/shared';
import type { EprPiece, RowChoice, ScheduleEdition } from '../types';
import published from './fost-plus-2024.json' with { type: 'json' };
import { publishedEdition } from './published-edition';

/**
 * Fost Plus' Green Dot rates for household packaging put on the Belgian market in 2024, in € per
 * kg, as the overview table on its members' page lists them (docs/epr.md#belgium). Fost Plus
 * modulates through its rows: recyclable formats have their own, lower rates. The edition as
 * published is fost-plus-2024.json; valorised, non-valorised and obstructive packaging pay one rate from 2024
 * (Fost Plus, "Green Dot Fees 2024").
 */

const obstructiveNotAssessed: EprModulation = {
  kind: 'none',
  ruleId: 'fost-plus-obstructive-not-assessed',
  rule: {
    en: 'Not modulated: Fost Plus charges its obstructive-packaging rate (4.0330 €/kg in 2024) instead where its criteria are met; we did not read those criteria in a Fost Plus document, so they are not checked.',
    de: 'Nicht moduliert: Fost Plus berechnet stattdessen seinen Satz für störende Verpackungen (4,0330 €/kg in 2024), wenn seine Kriterien erfüllt sind; diese Kriterien haben wir in keinem Fost-Plus-Dokument gelesen, sie werden nicht geprüft.',
    fr: 'Non modulé : Fost Plus applique à la place son tarif pour emballages perturbateurs (4,0330 €/kg en 2024) lorsque ses critères sont remplis ; nous n’avons pas lu ces critères dans un document de Fost Plus, ils ne sont pas vérifiés.',
  },
  factor: null,
  adjustment: null,
};

const row = (id: string, en: string, de: string, fr: string): RowChoice => ({
  rowIds: [id],
  mapping: { en, de, fr },
  modulation: obstructiveNotAssessed,
});

const noRow = (en: string, de: string, fr: string): RowChoice => ({
  reason: 'no_row',
  explanation: { en, de, fr } satisfies Localized,
});

/** PET bottles are priced by transparency and colour; our colours that say which. */
const petBottleRowOfColor: Readonly<Record<string, string>> = {
  clear: 'pet-bottles-colourless',
  'light-blue': 'pet-bottles-blue',
  'light-green': 'pet-bottles-other-transparent',
  white: 'pet-bottles-opaque',
  opaque: 'pet-bottles-opaque',
};

const polyethylene = new Set(['hdpe', 'ldpe', 'lldpe', 'mdo-pe', 'bope']);
const polypropylene = new Set(['pp', 'opp', 'bopp', 'cpp']);

/** The polymers whose rigid packaging (bottles, flasks and other rigids) has a row of its own. */
const rigidRows = [
  { polymers: polypropylene, rowId: 'pp-rigid', name: 'PP' },
  { polymers: polyethylene, rowId: 'pe-rigid', name: 'PE' },
] as const;

const choosePlastic = (piece: EprPiece): RowChoice => {
  const { materialId } = piece;
  if (piece.flexible || piece.composite)
    return polyethylene.has(materialId) && !piece.composite
      ? row(
          'pe-films',
          `Flexible ${materialId} → PE films`,
          `Flexibles ${materialId} → PE-Folien`,
          `${materialId} souple → films PE`,
        )
      : row(
          'other-films',
          `Flexible ${materialId} or a plastic laminate → other plastic films`,
          `Flexibles ${materialId} oder Kunststofflaminat → andere Kunststofffolien`,
          `${materialId} souple ou complexe plastique → autres films plastiques`,
        );
  if (materialId === 'pet' && piece.categoryId === 'bottle') {
    const rowId = piece.colorId ? petBottleRowOfColor[piece.colorId] : undefined;
    return rowId
      ? row(
          rowId,
          `PET bottle, colour ${piece.colorId}`,
          `PET-Flasche, Farbe ${piece.colorId}`,
          `Bouteille PET, couleur ${piece.colorId}`,
        )
      : noRow(
          'PET bottle: Fost Plus prices it by transparency and colour, and the colour entered does not say which row.',
          'PET-Flasche: Fost Plus bepreist nach Transparenz und Farbe, und die erfasste Farbe sagt nicht, welche Zeile.',
          'Bouteille PET : Fost Plus la tarifie selon transparence et couleur, et la couleur saisie ne dit pas quelle ligne.',
        );
  }
  if (materialId === 'pet')
    return piece.colorId === 'clear'
      ? row(
          'pet-rigid-transparent',
          'Transparent rigid PET, not a bottle',
          'Transparentes starres PET, keine Flasche',
          'PET rigide transparent, pas une bouteille',
        )
      : noRow(
          'Rigid PET that is not a bottle has a row only when transparent; the colour entered is not clear.',
          'Starres PET, das keine Flasche ist, hat nur transparent eine Zeile; die erfasste Farbe ist nicht klar.',
          'Le PET rigide autre qu’une bouteille n’a de ligne que transparent ; la couleur saisie n’est pas transparente.',
        );
  const rigid = rigidRows.find(({ polymers }) => polymers.has(materialId));
  if (rigid)
    return row(
      rigid.rowId,
      `Rigid ${materialId} → ${rigid.name} rigid`,
      `Starres ${materialId} → ${rigid.name} starr`,
      `${materialId} rigide → ${rigid.name} rigide`,
    );
  if (materialId === 'ps')
    return row(
      'ps-rigid',
      'Rigid PS → PS & XPS rigid',
      'Starres PS → PS & XPS starr',
      'PS rigide → PS & XPS rigides',
    );
  return row(
    'non-recyclable',
    `Rigid ${materialId}: no recycled stream → the one rate for non-recyclable materials`,
    `Starres ${materialId}: kein Recyclingstrom → der eine Satz für nicht recycelbare Materialien`,
    `${materialId} rigide : pas de filière → le taux unique des matériaux non recyclables`,
  );
};

export const fostPlus2024: ScheduleEdition = {
  ...publishedEdition(published),
  mappingVersion: '1',
  choose: (piece) => {
    switch (piece.materialClass) {
      case 'plastic':
        return choosePlastic(piece);
      case 'paper':
        return piece.composite
          ? noRow(
              'Paper with layers of other materials: Fost Plus prices it as a drinks carton or at the non-recyclable rate by criteria we cannot tell.',
              'Papier mit Schichten anderer Materialien: Fost Plus bepreist es als Getränkekarton oder zum Satz für nicht Recycelbares, nach Kriterien, die wir nicht feststellen können.',
              'Papier avec des couches d’autres matériaux : Fost Plus le tarifie comme carton à boissons ou au taux non recyclable selon des critères que nous ne pouvons pas connaître.',
            )
          : row(
              'paper-cardboard',
              'Paper or board → paper-cardboard',
              'Papier oder Karton → Papier-Karton',
              'Papier ou carton → papier-carton',
            );
      case 'glass':
        return row('glass', 'Glass → glass', 'Glas → Glas', 'Verre → verre');
      case 'aluminium':
        return row('aluminium', 'Aluminium → aluminium', 'Aluminium → Aluminium', 'Aluminium → aluminium');
      case 'steel':
        return row('steel', 'Steel → steel', 'Stahl → Stahl', 'Acier → acier');
      case 'wood':
      case 'ceramic':
        return noRow(
          `${piece.materialId}: the overview table has no row for it.`,
          `${piece.materialId}: die Übersichtstabelle hat keine Zeile dafür.`,
          `${piece.materialId} : le tableau récapitulatif n’a pas de ligne pour ce matériau.`,
        );
    }
  },
};
