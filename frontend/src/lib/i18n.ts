import { i18n, type Messages } from '@lingui/core';
import {
  fromCookie,
  fromHtmlTag,
  fromNavigator,
  fromPath,
  fromStorage,
  fromSubdomain,
  fromUrl,
} from '@lingui/detect-locale';
import {
  INITIAL_LOCALE,
  interfaceLocales,
  languageDetectionOrder,
  type InterfaceLocale,
  type Language,
} from '@recyclens/shared';

import { LANGUAGE_QUERY_PARAMETER, LANGUAGE_STORAGE_KEY } from '../config/language';

export { LANGUAGE_QUERY_PARAMETER, LANGUAGE_STORAGE_KEY };

export const localeNames: Record<InterfaceLocale, string> = {
  de: 'Deutsch',
  en: 'English',
  fr: 'Français',
};

/** 'de-CH' and 'DE' both mean German; anything else is not one of ours. */
export const toInterfaceLocale = (value: string | null | undefined): InterfaceLocale | null => {
  const base = value?.trim().toLowerCase().split(/[-_]/)[0];
  return interfaceLocales.find((locale) => locale === base) ?? null;
};

export const toLanguage = (locale: InterfaceLocale): Language => locale.toUpperCase() as Language;

const safely = (read: () => string | null | undefined): string | null => {
  try {
    return read() ?? null;
  } catch {
    // Storage and cookies throw in sandboxed frames; the next source in the order decides.
    return null;
  }
};

const detectors: Record<(typeof languageDetectionOrder)[number], () => string | null> = {
  querystring: () => safely(() => fromUrl(LANGUAGE_QUERY_PARAMETER)),
  localStorage: () => safely(() => fromStorage(LANGUAGE_STORAGE_KEY)),
  cookie: () => safely(() => fromCookie(LANGUAGE_STORAGE_KEY)),
  navigator: () => safely(() => fromNavigator()),
  htmlTag: () => safely(() => fromHtmlTag('lang')),
  path: () => safely(() => fromPath(0)),
  subdomain: () => safely(() => fromSubdomain(0)),
};

/**
 * docs/product.md#constants-and-limits: the first source in the detection order naming one of our languages wins; when
 * none does, the interface starts in German.
 */
export const detectLocale = (): InterfaceLocale => {
  for (const source of languageDetectionOrder) {
    const locale = toInterfaceLocale(detectors[source]());
    if (locale) return locale;
  }
  return INITIAL_LOCALE;
};

/**
 * The catalogues (lingui.config.ts): `entry` for the sign-in pages and the frame of every page,
 * `pages` for all the others, so the login page does not load the whole product's texts.
 * Compiled catalogues already hold the English text of any message a language lacks, so no
 * fallback catalogue is loaded.
 */
const catalogs = {
  entry: {
    de: () => import('../locales/de/entry.po'),
    en: () => import('../locales/en/entry.po'),
    fr: () => import('../locales/fr/entry.po'),
  },
  pages: {
    de: () => import('../locales/de/pages.po'),
    en: () => import('../locales/en/pages.po'),
    fr: () => import('../locales/fr/pages.po'),
  },
} satisfies Record<string, Record<InterfaceLocale, () => Promise<{ messages: Messages }>>>;

type CatalogPart = keyof typeof catalogs;

const loadedParts = new Set<CatalogPart>(['entry']);

const loadPart = async (part: CatalogPart, locale: InterfaceLocale): Promise<void> => {
  const { messages } = await catalogs[part][locale]();
  i18n.load(locale, messages);
};

/** The date formats the lists show: worth building before any list renders. */
const listDateFormats: Intl.DateTimeFormatOptions[] = [
  { dateStyle: 'medium' },
  { dateStyle: 'medium', timeStyle: 'short' },
];

/**
 * Chromium builds the first Intl formatters of a language slowly (40-60 ms on our 2-core
 * machine). Building them, one idle task each, while the page still waits for its data keeps
 * that cost out of the task that renders the lists; Lingui memoises them for later calls.
 */
const warmFormatters = () => {
  // Safari has no requestIdleCallback.
  const whenIdle = (run: () => void) =>
    typeof requestIdleCallback === 'function' ? requestIdleCallback(() => run()) : setTimeout(run, 1);
  const now = new Date();
  for (const format of listDateFormats) whenIdle(() => i18n.date(now, format));
  whenIdle(() => i18n.number(1));
};

/**
 * The language being switched to, known before its catalogue has arrived: the first page's own
 * texts start loading in parallel with the entry's (main.tsx), and must be of the same language.
 */
let requestedLocale: InterfaceLocale | undefined;

/** Loads every catalogue part in use for a language, then switches to it. */
export const activateLocale = async (locale: InterfaceLocale): Promise<void> => {
  requestedLocale = locale;
  await Promise.all([...loadedParts].map((part) => loadPart(part, locale)));
  i18n.activate(locale);
  document.documentElement.lang = locale;
  warmFormatters();
};

/**
 * The texts beyond the sign-in pages, loaded by the routes that show them before they render.
 * Marked as in use first, so a language switch while they load fetches them in the new language.
 */
export const loadPageMessages = async (): Promise<void> => {
  if (loadedParts.has('pages')) return;
  loadedParts.add('pages');
  const locale = requestedLocale ?? toInterfaceLocale(i18n.locale) ?? INITIAL_LOCALE;
  try {
    await loadPart('pages', locale);
  } catch (error) {
    // A failed chunk load must be retried on the next navigation, not remembered as done.
    loadedParts.delete('pages');
    throw error;
  }
};

/**
 * A lazily loaded module whose components show texts of the `pages` catalogue: both arrive
 * before it renders (docs/decisions/007).
 */
export const withPageMessages = async <Module>(load: () => Promise<Module>): Promise<Module> => {
  const [module] = await Promise.all([load(), loadPageMessages()]);
  return module;
};

/** Remembers the choice where detection looks first after the query string. */
export const rememberLocale = (locale: InterfaceLocale): void => {
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, locale);
  } catch {
    // Private modes may refuse storage; the language still applies for this visit.
  }
};

export { i18n };
