import { defineConfig } from '@lingui/conf';

/**
 * SPEC.md §9: de, en, fr; English is the fallback and the source language (the spec's English
 * texts are the message sources), German the initial language (src/lib/i18n.ts).
 */
export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'de', 'fr'],
  fallbackLocales: { default: 'en' },
  catalogs: [{ path: '<rootDir>/src/locales/{locale}/messages', include: ['<rootDir>/src'] }],
});
