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
  FALLBACK_LOCALE,
  INITIAL_LOCALE,
  interfaceLocales,
  languageDetectionOrder,
  type InterfaceLocale,
  type Language,
} from '@recyclens/shared';

/** Where the chosen language is remembered in the browser; the query parameter overrides it. */
export const LANGUAGE_STORAGE_KEY = 'recyclens.language';
export const LANGUAGE_QUERY_PARAMETER = 'lang';

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
 * SPEC.md §9: the first source in the detection order naming one of our languages wins; when
 * none does, the interface starts in German.
 */
export const detectLocale = (): InterfaceLocale => {
  for (const source of languageDetectionOrder) {
    const locale = toInterfaceLocale(detectors[source]());
    if (locale) return locale;
  }
  return INITIAL_LOCALE;
};

const catalogs: Record<InterfaceLocale, () => Promise<{ messages: Messages }>> = {
  de: () => import('../locales/de/messages.po'),
  en: () => import('../locales/en/messages.po'),
  fr: () => import('../locales/fr/messages.po'),
};

/**
 * Loads and activates a language. English is loaded too: it is the fallback, so a message
 * missing from another catalogue still shows its English source text.
 */
export const activateLocale = async (locale: InterfaceLocale): Promise<void> => {
  const [{ messages }, fallback] = await Promise.all([
    catalogs[locale](),
    locale === FALLBACK_LOCALE ? Promise.resolve(null) : catalogs[FALLBACK_LOCALE](),
  ]);
  if (fallback) i18n.load(FALLBACK_LOCALE, fallback.messages);
  i18n.loadAndActivate({ locale, messages });
  document.documentElement.lang = locale;
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
