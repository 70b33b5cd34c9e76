import { createHash } from 'node:crypto';
import { relative } from 'node:path';
import type { Plugin } from 'vite';

/**
 * What a layout route loads before any of its pages renders, besides the page's own code:
 * modules (with everything they import) and, when it names one, a catalogue of texts in the
 * reader's language.
 */
export interface LayoutPreload {
  modules: readonly string[];
  catalogue?: string;
}

export interface RoutePreloadOptions {
  /** The folder of the file routes. */
  routesDirectory: string;
  /** The project folder the module paths below are relative to. */
  root: string;
  /** By pathless layout folder (`_auth`), what its pages need first. */
  layouts: Readonly<Record<string, LayoutPreload>>;
  /** The catalogue every page renders with (the app's entry loads it before the first render). */
  everyPageCatalogue: string;
  /** Modules every page needs that the entry loads on its own, after it has run (start-app.ts). */
  everyPageModules: readonly string[];
  /** The interface languages and how the app picks one (its first sources, in its order). */
  locales: readonly string[];
  initialLocale: string;
  languageStorageKey: string;
  languageQueryParameter: string;
}

export interface BundleChunk {
  type: 'chunk';
  fileName: string;
  isEntry: boolean;
  imports: string[];
  moduleIds: readonly string[];
  facadeModuleId: string | null;
}

const splitRoute = /\?tsr-split=/;

/** `_auth/packages/$packageId` → a pattern for `/packages/<anything>`. */
const pathPattern = (routeFile: string) => {
  const segments = routeFile
    .split('/')
    .filter((segment) => !segment.startsWith('_') && segment !== 'index')
    .map((segment) => (segment.startsWith('$') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
  return `^/${segments.join('/')}/?$`;
};

/** Per path pattern, the files a page asks for first; the texts by layout and language. */
export type PreloadTable = Pick<
  RoutePreloadOptions,
  'locales' | 'initialLocale' | 'languageStorageKey' | 'languageQueryParameter'
> & {
  routes: [string, string[]][];
  catalogues: Record<string, Record<string, string>>;
  layoutOf: Record<string, string>;
  everyPage: string;
  everyPageFiles: string[];
};

export const preloadTable = (chunks: readonly BundleChunk[], options: RoutePreloadOptions): PreloadTable => {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const loadedWithEntry = new Set<string>();
  const closure = (fileName: string, into: Set<string>) => {
    if (into.has(fileName) || loadedWithEntry.has(fileName)) return;
    into.add(fileName);
    for (const imported of byFile.get(fileName)?.imports ?? []) closure(imported, into);
  };
  for (const entry of chunks.filter((chunk) => chunk.isEntry)) closure(entry.fileName, loadedWithEntry);
  // By the modules a chunk holds: Rolldown may put a module into a chunk it shares with others.
  const chunkOf = (module: string) =>
    chunks.find((chunk) => chunk.moduleIds.some((id) => relative(options.root, id) === module));

  const layoutFiles = new Map<string, string[]>();
  const catalogues: Record<string, Record<string, string>> = {};
  const everyPage = ' every page';
  for (const [layout, preload] of [
    ...Object.entries(options.layouts),
    [everyPage, { modules: options.everyPageModules, catalogue: options.everyPageCatalogue }] as const,
  ]) {
    const files = new Set<string>();
    for (const module of preload.modules) {
      const chunk = chunkOf(module);
      if (!chunk) throw new Error(`route-preload: no chunk for ${module} (layout ${layout})`);
      closure(chunk.fileName, files);
    }
    layoutFiles.set(layout, [...files]);
    if (preload.catalogue) {
      const byLocale: Record<string, string> = {};
      for (const locale of options.locales) {
        const chunk = chunkOf(`src/locales/${locale}/${preload.catalogue}.po`);
        if (!chunk) throw new Error(`route-preload: no ${locale} ${preload.catalogue} catalogue chunk`);
        byLocale[locale] = chunk.fileName;
      }
      catalogues[layout] = byLocale;
    }
  }

  const routes: [string, string[]][] = [];
  const layoutOf: Record<string, string> = {};
  for (const chunk of chunks) {
    const facade = chunk.facadeModuleId;
    if (!facade || !splitRoute.test(facade)) continue;
    const routeFile = relative(options.routesDirectory, facade.split('?')[0] ?? '');
    if (routeFile.startsWith('..')) continue;
    const route = routeFile.replace(/\.tsx?$/, '');
    const pattern = pathPattern(route);
    const files = new Set<string>();
    closure(chunk.fileName, files);
    for (const file of layoutFiles.get(everyPage) ?? []) files.delete(file);
    const layout = route.split('/').find((segment) => segment in options.layouts);
    if (layout) {
      layoutOf[pattern] = layout;
      for (const file of layoutFiles.get(layout) ?? []) files.add(file);
    }
    const known = routes.find(([existing]) => existing === pattern);
    if (known) known[1] = [...new Set([...known[1], ...files])];
    else routes.push([pattern, [...files]]);
  }
  // Paths without parameters first: /packages/overview is not the packaging called "overview".
  routes.sort(([a], [b]) => Number(a.includes('[^/]+')) - Number(b.includes('[^/]+')));
  return {
    routes,
    catalogues,
    layoutOf,
    everyPage,
    everyPageFiles: layoutFiles.get(everyPage) ?? [],
    locales: options.locales,
    initialLocale: options.initialLocale,
    languageStorageKey: options.languageStorageKey,
    languageQueryParameter: options.languageQueryParameter,
  };
};

/** The browser side: finds the page's files by its path and asks for them at once. */
export const preloadScript = (table: PreloadTable) => `(function () {
  var table = ${JSON.stringify(table)};
  function locale() {
    var wanted = [];
    try { wanted.push(new URLSearchParams(location.search).get(table.languageQueryParameter)); } catch (e) {}
    try { wanted.push(localStorage.getItem(table.languageStorageKey)); } catch (e) {}
    wanted = wanted.concat(navigator.languages || [navigator.language]);
    for (var i = 0; i < wanted.length; i++) {
      var base = String(wanted[i] || '').toLowerCase().split(/[-_]/)[0];
      if (table.locales.indexOf(base) >= 0) return base;
    }
    return table.initialLocale;
  }
  // A few links per task: each one starts a request, and thirty at once are a long task on a
  // phone's CPU.
  function insert(files, from) {
    var to = Math.min(from + 6, files.length);
    for (var f = from; f < to; f++) {
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = '/' + files[f];
      document.head.appendChild(link);
    }
    if (to < files.length) setTimeout(function () { insert(files, to); }, 0);
  }
  function preload() {
    var path = location.pathname;
    var route;
    for (var r = 0; r < table.routes.length && !route; r++) if (new RegExp(table.routes[r][0]).test(path)) route = table.routes[r];
    // The texts first: no page renders before its catalogues are there, and they are small.
    var files = [];
    var catalogues = [table.catalogues[table.everyPage], route && table.catalogues[table.layoutOf[route[0]]]];
    for (var c = 0; c < catalogues.length; c++) if (catalogues[c]) files.push(catalogues[c][locale()]);
    insert(files.concat(table.everyPageFiles, route ? route[1] : []), 0);
  }
  // After the first frame: the page's shell paints first, then its code is asked for. Not the
  // fonts (decision 036): their 70 KB would share a phone's network with the code and data the
  // first render waits for; the stylesheet asks for them when that render lays out its text.
  if (window.requestAnimationFrame) requestAnimationFrame(function () { setTimeout(preload, 0); });
  else preload();
})();
`;

/**
 * Decision 035: a page's code is asked for while the entry script downloads, not after it has
 * run. The build writes a small script that maps each file route's path to its chunks (and
 * those of its layout, and the layout's texts in the reader's language) and adds
 * `<link rel="modulepreload">` for the current page; index.html loads it `async`, before the
 * entry. Without it the page's code waits for the entry to download and run, one round trip
 * more on a phone's network. A missed guess (another language) only costs a download.
 */
export const routePreload = (options: RoutePreloadOptions): Plugin => ({
  name: 'recyclens-route-preload',
  apply: 'build',
  enforce: 'post',
  generateBundle(_output, bundle) {
    const chunks = Object.values(bundle).filter(
      (item): item is typeof item & BundleChunk => item.type === 'chunk',
    );
    const source = preloadScript(preloadTable(chunks, options));
    const fileName = `assets/route-preload-${createHash('sha256').update(source).digest('hex').slice(0, 8)}.js`;
    this.emitFile({ type: 'asset', fileName, source });
    const html = bundle['index.html'];
    if (html?.type !== 'asset' || typeof html.source !== 'string')
      throw new Error('route-preload: no index.html');
    html.source = html.source.replace('</title>', `</title>\n    <script async src="/${fileName}"></script>`);
  },
});
