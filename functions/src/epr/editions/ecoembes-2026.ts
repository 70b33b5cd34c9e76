import type { EprModulation, Localized } from '@recyclens/shared';
import type { EprPiece, RowChoice, ScheduleEdition } from '../types';
import published from './ecoembes-2026.json' with { type: 'json' };
import { publishedEdition } from './published-edition';

/**
 * Ecoembes' household-packaging prices for 2026 in € per kg (glass: a weight factor plus a factor
 * per unit), as its price page lists them (docs/epr.md#spain). Rows for packaging under the
 * single-use-plastics rules are chosen for rigid plastics when the packaging is marked a single-use
 * plastic beverage bottle (its PPWR field): the only SUP product our data names. The edition as
 * published is ecoembes-2026.json; "Otros materiales" has no rate: the page lists the row, but its figure did
 * not come through in what we could read.
 */

const publishedRate: EprModulation = {
  kind: 'none',
  ruleId: 'ecoembes-2026-published-rate',
  rule: {
    en: 'Not modulated: Ecoembes’ published rate for the material and format; a bonus or malus on it was not read in an Ecoembes document and is not applied.',
    de: 'Nicht moduliert: der veröffentlichte Ecoembes-Satz für Material und Format; ein Bonus oder Malus darauf wurde in keinem Ecoembes-Dokument gelesen und wird nicht angewandt.',
    fr: 'Non modulé : le tarif publié par Ecoembes pour le matériau et le format ; un bonus ou malus n’a pas été lu dans un document d’Ecoembes et n’est pas appliqué.',
  },
  factor: null,
  adjustment: null,
};

const notSup: Localized = {
  en: ' (not marked a single-use plastic beverage bottle, so not the SUP row)',
  de: ' (nicht als Einweg-Kunststoffgetränkeflasche markiert, daher nicht die SUP-Zeile)',
  fr: ' (non marqué bouteille de boisson en plastique à usage unique, donc pas la ligne SUP)',
};
const sup: Localized = {
  en: ' (marked a single-use plastic beverage bottle: the SUP row)',
  de: ' (als Einweg-Kunststoffgetränkeflasche markiert: die SUP-Zeile)',
  fr: ' (marqué bouteille de boisson en plastique à usage unique : la ligne SUP)',
};

const rows = (
  rowIds: readonly [string, ...string[]],
  en: string,
  de: string,
  fr: string,
  suffix?: Localized,
): RowChoice => ({
  rowIds,
  mapping: suffix ? { en: en + suffix.en, de: de + suffix.de, fr: fr + suffix.fr } : { en, de, fr },
  modulation: publishedRate,
});
const row = (id: string, en: string, de: string, fr: string, suffix?: Localized): RowChoice =>
  rows([id], en, de, fr, suffix);

/** A plastic piece: by format and polymer; the packaging's SUP-bottle flag picks the SUP variant of a rigid row. */
const choosePlastic = (piece: EprPiece): RowChoice => {
  const isSup = piece.singleUsePlasticBeverageBottle;
  const supNote = isSup ? sup : notSup;
  if (piece.composite || piece.flexible)
    return row(
      'flexible',
      'Flexible plastic or plastic laminate → plastic film and flexibles',
      'Flexibler Kunststoff oder Kunststofflaminat → Kunststofffolien und flexible Verpackungen',
      'Plastique souple ou complexe plastique → films et plastiques souples',
    );
  if (piece.materialId === 'pet' && piece.categoryId === 'bottle')
    return isSup
      ? row('pet-sup-drinks-bottles', 'PET bottle', 'PET-Flasche', 'Bouteille PET', sup)
      : row(
          'pet-other-bottles',
          'PET bottle → other bottles',
          'PET-Flasche → andere Flaschen',
          'Bouteille PET → autres bouteilles',
          notSup,
        );
  if (piece.materialId === 'pet')
    return row(
      'pet-trays-rigid',
      'Rigid PET, not a bottle → PET trays and other rigids',
      'Starres PET, keine Flasche → PET-Schalen und andere starre Verpackungen',
      'PET rigide, pas une bouteille → barquettes et autres rigides PET',
    );
  if (piece.materialId === 'hdpe')
    return row(
      isSup ? 'hdpe-rigid-sup' : 'hdpe-rigid',
      'Rigid PE-HD → HDPE rigid body',
      'Starres PE-HD → HDPE starrer Körper',
      'PEHD rigide → corps rigide PEHD',
      supNote,
    );
  if (piece.materialId === 'pla')
    return {
      reason: 'no_row',
      explanation: {
        en: 'PLA: Ecoembes prices compostable packaging at its own row only when it is compostable packaging; we cannot tell.',
        de: 'PLA: Ecoembes bepreist kompostierbare Verpackungen nur als solche in eigener Zeile; das können wir nicht feststellen.',
        fr: 'PLA : Ecoembes ne tarifie à sa ligne propre que l’emballage compostable ; nous ne pouvons pas le savoir.',
      },
    };
  return row(
    isSup ? 'other-rigid-plastics-sup' : 'other-rigid-plastics',
    `Rigid ${piece.materialId} → other rigid plastics`,
    `Starres ${piece.materialId} → andere starre Kunststoffe`,
    `${piece.materialId} rigide → autres plastiques rigides`,
    supNote,
  );
};

export const ecoembes2026: ScheduleEdition = {
  ...publishedEdition(published),
  mappingVersion: '1',
  choose: (piece) => {
    switch (piece.materialClass) {
      case 'plastic':
        return choosePlastic(piece);
      case 'paper':
        return piece.composite
          ? {
              reason: 'no_row',
              explanation: {
                en: 'Paper with layers of other materials: Ecoembes prices it as a drinks and food carton or as paper by its use, which we cannot tell.',
                de: 'Papier mit Schichten anderer Materialien: Ecoembes bepreist es je nach Verwendung als Getränke- und Lebensmittelkarton oder als Papier; das können wir nicht feststellen.',
                fr: 'Papier avec des couches d’autres matériaux : Ecoembes le tarifie comme carton pour boissons et aliments ou comme papier selon l’usage, que nous ne pouvons pas connaître.',
              },
            }
          : row(
              'paper-card',
              'Paper or board → paper and board',
              'Papier oder Karton → Papier und Karton',
              'Papier ou carton → papier et carton',
            );
      case 'glass':
        return rows(
          ['glass-weight', 'glass-unit'],
          'Glass → the weight factor and the factor per unit',
          'Glas → Gewichtsfaktor und Faktor je Einheit',
          'Verre → le facteur poids et le facteur unité',
        );
      case 'aluminium':
        return row('aluminium', 'Aluminium → aluminium', 'Aluminium → Aluminium', 'Aluminium → aluminium');
      case 'steel':
        return row('steel', 'Steel → steel', 'Stahl → Stahl', 'Acier → acier');
      case 'wood':
        return row('wood-cork', 'Wood → wood and cork', 'Holz → Holz und Kork', 'Bois → bois et liège');
      case 'ceramic':
        return row('ceramic', 'Ceramic → ceramic', 'Keramik → Keramik', 'Céramique → céramique');
    }
  },
};
