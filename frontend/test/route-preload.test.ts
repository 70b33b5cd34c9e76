import { afterEach, describe, expect, it, vi } from 'vitest';
import { type BundleChunk, preloadScript, preloadTable, type RoutePreloadOptions } from '../route-preload';

const options: RoutePreloadOptions = {
  root: '/app/frontend',
  routesDirectory: '/app/frontend/src/routes',
  layouts: {
    _auth: {
      modules: ['src/app/layout/signed-in-controls.tsx', '../shared/src/api/group-routes/packaging.ts'],
      catalogue: 'pages',
    },
  },
  everyPageCatalogue: 'entry',
  everyPageModules: ['src/app/start-app.ts'],
  locales: ['de', 'en', 'fr'],
  initialLocale: 'de',
  languageStorageKey: 'recyclens.language',
  languageQueryParameter: 'lang',
};

const chunk = (
  fileName: string,
  modules: string[],
  imports: string[] = [],
  isEntry = false,
): BundleChunk => ({
  type: 'chunk',
  fileName,
  isEntry,
  imports,
  moduleIds: modules,
  facadeModuleId: modules[0] ?? null,
});
const route = (file: string) => `/app/frontend/src/routes/${file}.tsx?tsr-split=component`;

/** A build like ours, in miniature: an entry, split routes, the layout's modules, catalogues. */
const bundle = [
  chunk('assets/index.js', ['/app/frontend/src/main.tsx'], [], true),
  // Loaded by the entry once it has run; the routes import what they share with it from there.
  chunk('assets/app.js', ['/app/frontend/src/app/start-app.ts']),
  chunk('assets/dashboard.js', [route('_auth/dashboard')], ['assets/page-title.js', 'assets/app.js']),
  chunk('assets/page-title.js', ['/app/frontend/src/components/page-title.tsx']),
  chunk('assets/overview.js', [route('_auth/packages/overview')], ['assets/page-title.js']),
  chunk('assets/editor.js', [route('_auth/packages/$packageId')]),
  chunk('assets/login.js', [route('login')]),
  chunk(
    'assets/controls.js',
    ['/app/frontend/src/app/layout/signed-in-controls.tsx'],
    ['assets/companies.js'],
  ),
  chunk('assets/companies.js', ['/app/frontend/src/lib/api/get-companies.ts']),
  // A group's table shares its chunk with the modules it imports.
  chunk('assets/packaging.js', [
    '/app/shared/src/domain/packaging-entities.ts',
    '/app/shared/src/api/group-routes/packaging.ts',
  ]),
  ...['de', 'en', 'fr'].flatMap((locale) => [
    chunk(`assets/entry-${locale}.js`, [`/app/frontend/src/locales/${locale}/entry.po`]),
    chunk(`assets/pages-${locale}.js`, [`/app/frontend/src/locales/${locale}/pages.po`]),
  ]),
];

const preloadLinks = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((link) =>
    link.getAttribute('href'),
  );
const nextFrame = () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
/** The first frame, then the tasks the script spreads its links over. */
const settled = async () => {
  await nextFrame();
  for (let task = 0; task < 10; task++) await new Promise((resolve) => setTimeout(resolve, 0));
};

/** Runs the built script on a page at `url`, as the browser does, and lists what it preloads. */
const preloadedOn = async (url: string) => {
  window.history.replaceState(null, '', url);
  new Function(preloadScript(preloadTable(bundle, options)))();
  await settled();
  return preloadLinks();
};

afterEach(() => {
  Reflect.deleteProperty(document, 'fonts');
  document.head.replaceChildren();
  localStorage.clear();
});

describe('route preload', () => {
  it("asks for a signed-in page's texts in the stored language first, then the app's code, its chunks and its layout's", async () => {
    localStorage.setItem('recyclens.language', 'fr');
    expect(await preloadedOn('/dashboard')).toEqual([
      '/assets/entry-fr.js',
      '/assets/pages-fr.js',
      '/assets/app.js',
      '/assets/dashboard.js',
      '/assets/page-title.js',
      '/assets/controls.js',
      '/assets/companies.js',
      '/assets/packaging.js',
    ]);
  });

  it('tells the overview from a packaging, whose path has a parameter', async () => {
    expect(await preloadedOn('/packages/overview')).toContain('/assets/overview.js');
    expect(await preloadedOn('/packages/overview')).not.toContain('/assets/editor.js');
    document.head.replaceChildren();
    expect(await preloadedOn('/packages/0193a3e4-packaging')).toContain('/assets/editor.js');
  });

  it("gives a page outside the layout only its own code, the app's and the entry texts", async () => {
    expect(await preloadedOn('/login?lang=en')).toEqual([
      '/assets/entry-en.js',
      '/assets/app.js',
      '/assets/login.js',
    ]);
  });

  it('picks the language as the app does: the query, then the stored choice, then the browser', async () => {
    localStorage.setItem('recyclens.language', 'fr');
    expect(await preloadedOn('/login?lang=de')).toContain('/assets/entry-de.js');
    document.head.replaceChildren();
    localStorage.clear();
    // jsdom's browser language is English.
    expect(await preloadedOn('/login')).toContain('/assets/entry-en.js');
  });

  it("never asks again for what comes with the entry; an unknown path gets the entry texts and the app's code", async () => {
    expect(await preloadedOn('/dashboard')).not.toContain('/assets/index.js');
    document.head.replaceChildren();
    expect(await preloadedOn('/no/such/page')).toEqual(['/assets/entry-en.js', '/assets/app.js']);
  });

  it('asks for nothing before the first frame, and never for the fonts', async () => {
    const load = vi.fn(() => Promise.resolve([]));
    Object.defineProperty(document, 'fonts', { value: { load }, configurable: true });
    window.history.replaceState(null, '', '/login');
    new Function(preloadScript(preloadTable(bundle, options)))();
    expect(preloadLinks()).toEqual([]);
    await settled();
    expect(preloadLinks()).toContain('/assets/login.js');
    expect(load).not.toHaveBeenCalled();
  });

  it('fails the build when a module the layout names is in no chunk', () => {
    expect(() =>
      preloadTable(bundle, { ...options, layouts: { _auth: { modules: ['src/app/layout/gone.tsx'] } } }),
    ).toThrow(/no chunk for src\/app\/layout\/gone.tsx/);
  });
});
