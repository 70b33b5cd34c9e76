import { localize, type ContentLanguage, type Localized } from '@recyclens/shared';

export type GuidelineSectionKey = 'recycling' | 'do' | 'avoid' | 'limits' | 'rating';

/** The fixed words around the content, per language. */
export interface GuidelineLabels {
  kind: string;
  version: string;
  updated: string;
  sourcesHeading: string;
  sectionSources: string;
  checklistHeading: string;
  /** ": " in English and German, " : " in French. */
  colon: string;
  page: (page: number, pages: number) => string;
  footer: string;
  /** The headings of the five sections every guideline has (content/guideline.ts), in order. */
  sections: Record<GuidelineSectionKey, string>;
  months: readonly string[];
  formatDate: (day: number, month: string, year: number) => string;
}

export const guidelineLabels: Localized<GuidelineLabels> = {
  en: {
    kind: 'Eco-design guideline',
    version: 'Version',
    updated: 'Updated',
    sourcesHeading: 'Sources',
    sectionSources: 'Sources',
    checklistHeading: 'Checklist',
    colon: ': ',
    page: (page, pages) => `Page ${page} of ${pages}`,
    footer: 'Recyclens eco-design guideline',
    sections: {
      recycling: 'What happens in recycling',
      do: 'Design: do',
      avoid: 'Avoid',
      limits: 'Limits and ratings',
      rating: 'How Recyclens rates this packaging',
    },
    months: [
      'January',
      'February',
      'March',
      'April',
      'May',
      'June',
      'July',
      'August',
      'September',
      'October',
      'November',
      'December',
    ],
    formatDate: (day, month, year) => `${day} ${month} ${year}`,
  },
  de: {
    kind: 'Eco-Design-Leitfaden',
    version: 'Version',
    updated: 'Stand',
    sourcesHeading: 'Quellen',
    sectionSources: 'Quellen',
    checklistHeading: 'Checkliste',
    colon: ': ',
    page: (page, pages) => `Seite ${page} von ${pages}`,
    footer: 'Recyclens Eco-Design-Leitfaden',
    sections: {
      recycling: 'Was beim Recycling passiert',
      do: 'Gestaltung: empfohlen',
      avoid: 'Vermeiden',
      limits: 'Grenzwerte und Einstufungen',
      rating: 'So bewertet Recyclens diese Verpackung',
    },
    months: [
      'Januar',
      'Februar',
      'März',
      'April',
      'Mai',
      'Juni',
      'Juli',
      'August',
      'September',
      'Oktober',
      'November',
      'Dezember',
    ],
    formatDate: (day, month, year) => `${day}. ${month} ${year}`,
  },
  fr: {
    kind: 'Guide d’éco-conception',
    version: 'Version',
    updated: 'Mise à jour',
    sourcesHeading: 'Sources',
    sectionSources: 'Sources',
    checklistHeading: 'Liste de contrôle',
    colon: ' : ',
    page: (page, pages) => `Page ${page} sur ${pages}`,
    footer: 'Guide d’éco-conception Recyclens',
    sections: {
      recycling: 'Ce qui se passe au recyclage',
      do: 'Conception : à faire',
      avoid: 'À éviter',
      limits: 'Limites et classements',
      rating: 'Comment Recyclens évalue cet emballage',
    },
    months: [
      'janvier',
      'février',
      'mars',
      'avril',
      'mai',
      'juin',
      'juillet',
      'août',
      'septembre',
      'octobre',
      'novembre',
      'décembre',
    ],
    formatDate: (day, month, year) => `${day === 1 ? '1er' : day} ${month} ${year}`,
  },
};

/**
 * "2026-11-22" in the reader's language. Written by hand rather than with Intl so the PDF is the
 * same on every machine, whatever ICU data the runtime ships.
 */
export const formatGuidelineDate = (isoDate: string, language: ContentLanguage): string => {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(isoDate);
  if (!match) throw new RangeError(`Not an ISO date: ${isoDate}`);
  const labels = localize(guidelineLabels, language);
  const month = labels.months[Number(match[2]) - 1];
  if (month === undefined) throw new RangeError(`Not an ISO date: ${isoDate}`);
  return labels.formatDate(Number(match[3]), month, Number(match[1]));
};
