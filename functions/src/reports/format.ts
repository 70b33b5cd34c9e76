import { localize, type ContentLanguage, type Localized } from '@recyclens/shared';
// Regional variants that print dates the way readers of each language expect (en-GB: 22 Nov 2026).
const locales: Localized = { en: 'en-GB', de: 'de-DE', fr: 'fr-FR' };

const numberFormats = new Map<ContentLanguage, Intl.NumberFormat>();
const numberFormat = (language: ContentLanguage): Intl.NumberFormat => {
  let format = numberFormats.get(language);
  if (!format) {
    format = new Intl.NumberFormat(localize(locales, language), { maximumFractionDigits: 3 });
    numberFormats.set(language, format);
  }
  return format;
};

export const dash = '–';

export const formatNumber = (value: number | null, language: ContentLanguage): string =>
  value === null || !Number.isFinite(value) ? dash : numberFormat(language).format(value);

/** "0.94–0.96", a single value when both ends agree or only one is known. */
export const formatRange = (from: number | null, to: number | null, language: ContentLanguage): string => {
  if (from === null && to === null) return dash;
  if (from === null || to === null || from === to) return formatNumber(from ?? to, language);
  return `${formatNumber(from, language)}${dash}${formatNumber(to, language)}`;
};

const parse = (value: string | Date): Date | null => {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
};

/**
 * Dates print in UTC: the export runs in a Lambda without the reader's time zone, and the same
 * input must give the same file.
 */
const dateOptions: Intl.DateTimeFormatOptions = {
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  timeZone: 'UTC',
};
const dateTimeOptions: Intl.DateTimeFormatOptions = {
  ...dateOptions,
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
};

// Building an Intl format costs far more than using one; a 200-report export formats hundreds of dates.
const dateFormats = new Map<string, Intl.DateTimeFormat>();
const dateFormat = (language: ContentLanguage, withTime: boolean): Intl.DateTimeFormat => {
  const key = `${language}:${withTime}`;
  let format = dateFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(localize(locales, language), withTime ? dateTimeOptions : dateOptions);
    dateFormats.set(key, format);
  }
  return format;
};

export const formatDate = (value: string | Date, language: ContentLanguage): string => {
  const date = parse(value);
  return date ? dateFormat(language, false).format(date) : String(value);
};

export const formatDateTime = (value: string | Date, language: ContentLanguage): string => {
  const date = parse(value);
  return date ? `${dateFormat(language, true).format(date)} UTC` : String(value);
};
