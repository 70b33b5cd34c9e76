import { defineConfig } from '@lingui/conf';

/**
 * Everything but the pages a visitor enters by (sign in, sign up, the password pages) and the
 * frame every page shares. Its messages form the `pages` catalogue, loaded by the routes that
 * need it (src/lib/i18n.ts), so the login page loads only the small `entry` catalogue.
 */
const laterPages = [
  'routes/_auth',
  'routes/_auth.tsx',
  ...['about-us-page', 'contact-page', 'legal-notice-page', 'privacy-policy-page'].map(
    (page) => `features/pages/components/${page}.tsx`,
  ),
  // The header's signed-in controls load together with this catalogue (load-signed-in-controls.ts).
  'app/layout/signed-in-controls.tsx',
  'app/layout/user-menu.tsx',
  // Shared pieces that only the later pages use (they left their features: docs/architecture.md).
  'components/assessment-choice.tsx',
  'components/country-picker.tsx',
  'components/data-table.tsx',
  'components/form-dialog.tsx',
  'components/image-upload',
  'components/job-progress.tsx',
  'components/job-start-actions.tsx',
  'components/load-more-button.tsx',
  'components/page-title.tsx',
  'components/save-failure.tsx',
  'components/section-state.tsx',
  'hooks/use-current-company.ts',
  'hooks/use-object-url.ts',
  'lib/api/get-companies.ts',
  'lib/api/get-projects.ts',
  'lib/assessment-labels.ts',
  'lib/server-field-errors.ts',
  'lib/field-error-texts.ts',
  'lib/user-display-names.ts',
  ...[
    'assessment',
    'audit-log',
    'bulk-assessment',
    'company',
    'dashboard',
    'evidence',
    'exports',
    'guidelines',
    'import',
    'packages',
    'packaging-editor',
    'profile',
    'projects',
    'tenant-settings',
    'users',
  ].map((feature) => `features/${feature}`),
].map((path) => `<rootDir>/src/${path}`);

/**
 * docs/product.md#constants-and-limits: de, en, fr; English is the fallback and the source language (the spec's English
 * texts are the message sources), German the initial language (src/lib/i18n.ts).
 */
export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'de', 'fr'],
  fallbackLocales: { default: 'en' },
  catalogs: [
    { path: '<rootDir>/src/locales/{locale}/entry', include: ['<rootDir>/src'], exclude: laterPages },
    { path: '<rootDir>/src/locales/{locale}/pages', include: laterPages },
  ],
});
