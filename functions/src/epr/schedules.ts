import type { Localized } from '@recyclens/shared';
import { ecoembes2026 } from './editions/ecoembes-2026';
import { fostPlus2024 } from './editions/fost-plus-2024';
import { packUk2024 } from './editions/packuk-2024';
import type { CountryStatement, ScheduleEdition } from './types';

/**
 * Every schedule edition we hold, read from the scheme's own page (docs/epr.md). A revised
 * edition for the same country and year is added beside the old one, never written over it:
 * the last one listed for a country and year is the one estimates use.
 */
export const scheduleEditions: readonly ScheduleEdition[] = [packUk2024, fostPlus2024, ecoembes2026];

/** Why a country of the research has no figures for a year we hold no edition for. */
const noEdition = (scheme: string, detail: Localized): CountryStatement => ({
  status: 'no_schedule',
  explanation: {
    en: `No verified rate: we hold no ${scheme} schedule for this year. ${detail.en}`,
    de: `Kein geprüfter Satz: uns liegt für dieses Jahr kein Tarif von ${scheme} vor. ${detail.de}`,
    fr: `Aucun taux vérifié : nous ne disposons d’aucun barème ${scheme} pour cette année. ${detail.fr}`,
  },
});

/**
 * The countries the research covered (issue 35 §2), said in words for years without an edition,
 * and Germany, whose dual systems agree prices privately with each producer.
 */
export const countryStatements: Readonly<Record<string, CountryStatement>> = {
  DE: {
    status: 'no_public_schedule',
    explanation: {
      en: 'No public schedule: Germany’s dual systems agree their prices privately with each producer, so no figure is shown.',
      de: 'Kein öffentlicher Tarif: die dualen Systeme in Deutschland vereinbaren ihre Preise einzeln mit jedem Hersteller, daher wird kein Betrag gezeigt.',
      fr: 'Aucun barème public : en Allemagne, les systèmes duaux fixent leurs prix de gré à gré avec chaque producteur ; aucun montant n’est affiché.',
    },
  },
  GB: noEdition('PackUK', {
    en: 'We hold the 2025 base fees, charged on packaging supplied in 2024; later fees were not final or not read in a PackUK document.',
    de: 'Uns liegen die Grundgebühren 2025 vor, berechnet auf 2024 in Verkehr gebrachte Verpackungen; spätere Gebühren waren nicht endgültig oder nicht in einem PackUK-Dokument gelesen.',
    fr: 'Nous disposons des redevances de base 2025, dues sur les emballages mis sur le marché en 2024 ; les suivantes n’étaient pas définitives ou pas lues dans un document de PackUK.',
  }),
  BE: noEdition('Fost Plus', {
    en: 'We hold the rates for 2024; later rates were not read in a Fost Plus document.',
    de: 'Uns liegen die Sätze für 2024 vor; spätere Sätze wurden in keinem Fost-Plus-Dokument gelesen.',
    fr: 'Nous disposons des tarifs 2024 ; les suivants n’ont pas été lus dans un document de Fost Plus.',
  }),
  ES: noEdition('Ecoembes', {
    en: 'We hold the prices for 2026.',
    de: 'Uns liegen die Preise für 2026 vor.',
    fr: 'Nous disposons des prix 2026.',
  }),
  IT: noEdition('CONAI', {
    en: 'CONAI’s own schedule could not be read; figures reported by others are not used.',
    de: 'Der Tarif von CONAI selbst konnte nicht gelesen werden; von Dritten berichtete Zahlen werden nicht verwendet.',
    fr: 'Le barème de CONAI lui-même n’a pas pu être lu ; les chiffres rapportés par des tiers ne sont pas utilisés.',
  }),
  NL: noEdition('Verpact', {
    en: 'Verpact’s rates page was found, but its figures could not be read.',
    de: 'Die Tarifseite von Verpact wurde gefunden, ihre Zahlen konnten aber nicht gelesen werden.',
    fr: 'La page des tarifs de Verpact a été trouvée, mais ses chiffres n’ont pas pu être lus.',
  }),
  FR: noEdition('CITEO', {
    en: 'CITEO’s own schedule could not be read; figures reported by others are not used.',
    de: 'Der Tarif von CITEO selbst konnte nicht gelesen werden; von Dritten berichtete Zahlen werden nicht verwendet.',
    fr: 'Le barème de CITEO lui-même n’a pas pu être lu ; les chiffres rapportés par des tiers ne sont pas utilisés.',
  }),
};

/** A country outside the research: no scheme known to us. */
export const unknownCountry: CountryStatement = {
  status: 'no_schedule',
  explanation: {
    en: 'No verified rate: we hold no EPR schedule for this country.',
    de: 'Kein geprüfter Satz: uns liegt für dieses Land kein EPR-Tarif vor.',
    fr: 'Aucun taux vérifié : nous ne disposons d’aucun barème REP pour ce pays.',
  },
};
