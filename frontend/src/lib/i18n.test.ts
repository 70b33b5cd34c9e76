import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  activateLocale,
  detectLocale,
  i18n,
  LANGUAGE_STORAGE_KEY,
  loadPageMessages,
  toInterfaceLocale,
} from './i18n';

afterEach(() => {
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
  document.cookie = `${LANGUAGE_STORAGE_KEY}=; expires=Thu, 01 Jan 1970 00:00:00 GMT`;
});

describe('Language detection (docs/product.md#constants-and-limits)', () => {
  it('maps regional and upper-case codes to ours', () => {
    expect(toInterfaceLocale('de-CH')).toBe('de');
    expect(toInterfaceLocale('FR')).toBe('fr');
    expect(toInterfaceLocale('es-ES')).toBeNull();
  });

  it('prefers the query string, then local storage, then the cookie, then the browser', () => {
    vi.stubGlobal('navigator', { language: 'en-US', languages: ['en-US'] });
    document.cookie = `${LANGUAGE_STORAGE_KEY}=fr`;
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'de');
    window.history.replaceState(null, '', '/?lang=en');
    expect(detectLocale()).toBe('en');
    window.history.replaceState(null, '', '/');
    expect(detectLocale()).toBe('de');
    localStorage.clear();
    expect(detectLocale()).toBe('fr');
    document.cookie = `${LANGUAGE_STORAGE_KEY}=; expires=Thu, 01 Jan 1970 00:00:00 GMT`;
    expect(detectLocale()).toBe('en');
  });

  it('starts in German when nothing names one of our languages', () => {
    vi.stubGlobal('navigator', { language: 'es-ES', languages: ['es-ES'] });
    document.documentElement.lang = 'es';
    expect(detectLocale()).toBe('de');
  });
});

describe('Catalogues in parts', () => {
  // A compiled message is a list of parts; a plain text is one part.
  const has = (text: string) =>
    Object.values(i18n.messages).some((parts) => [parts].flat().join('') === text);

  it('loads the texts beyond the sign-in pages only when asked, and in the language switched to later', async () => {
    await activateLocale('de');
    expect(has('Anmelden')).toBe(true);
    expect(has('Favoriten')).toBe(false);
    await loadPageMessages();
    expect(has('Favoriten')).toBe(true);
    await activateLocale('fr');
    expect(has('Favoris')).toBe(true);
    expect(document.documentElement.lang).toBe('fr');
  });
});
