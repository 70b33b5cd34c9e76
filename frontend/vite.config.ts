import { fileURLToPath } from 'node:url';
import { getConfig } from '@lingui/conf';
import babel from '@rolldown/plugin-babel';
import { lingui, linguiTransformerBabelPreset } from '@lingui/vite-plugin';
import tailwindcss from '@tailwindcss/vite';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { jsonSchemaStubSource, zodJsonSchemaModule } from '@recyclens/shared/build/zod-without-json-schema';
import { defineConfig, type Plugin } from 'vite';
// Relative, not the package: Vite bundles these into the config, Node could not load them as they are.
import { INITIAL_LOCALE, interfaceLocales } from '../shared/src/domain/constants';
import { routePreload } from './route-preload';
import { LANGUAGE_QUERY_PARAMETER, LANGUAGE_STORAGE_KEY } from './src/config/language';
import { SIGNED_IN_ROUTE_GROUPS } from './src/config/signed-in-preloads';
import { routerOptions } from './router-options';

// Lingui looks for its config from the process cwd; dev.ts and the root test runner start
// elsewhere, so the frontend folder is named explicitly.
const cwd = fileURLToPath(new URL('.', import.meta.url));
const linguiConfig = getConfig({ cwd });

const zodWithoutJsonSchema: Plugin = {
  name: 'zod-without-json-schema',
  apply: 'build',
  load: (id) => (zodJsonSchemaModule.test(id) ? jsonSchemaStubSource(id) : undefined),
};

export const appPlugins = (options: { router: boolean }) => [
  ...(options.router ? [tanstackRouter(routerOptions)] : []),
  react(),
  babel({ presets: [linguiTransformerBabelPreset({ linguiConfig }, { cwd })] }),
  lingui({ cwd }),
  tailwindcss(),
  zodWithoutJsonSchema,
];

/**
 * The benchmarks serve the production build the way CloudFront does (docs/deploy.md): `/api/*`
 * on the page's own origin, forwarded to the API without the prefix. Called cross-origin, every
 * call would wait for a CORS preflight and the first for a second connection, which no user of a
 * deployed stage waits for.
 */
const previewApi = process.env.RECYCLENS_PREVIEW_API_URL;

// What main.tsx imports once the entry has run: the app's half of the start (decision 036).
const startApp = 'src/app/start-app.ts';
const startAppId = fileURLToPath(new URL(startApp, import.meta.url));

export default defineConfig({
  root: cwd,
  plugins: [
    ...appPlugins({ router: true }),
    routePreload({
      root: cwd,
      routesDirectory: routerOptions.routesDirectory,
      // What the /_auth route's loader (src/routes/_auth.tsx) starts before a signed-in page renders.
      layouts: {
        _auth: {
          modules: [
            'src/app/layout/signed-in-controls.tsx',
            ...SIGNED_IN_ROUTE_GROUPS.map((group) => `../shared/src/api/group-routes/${group}.ts`),
          ],
          catalogue: 'pages',
        },
      },
      everyPageCatalogue: 'entry',
      everyPageModules: [startApp],
      locales: interfaceLocales,
      initialLocale: INITIAL_LOCALE,
      languageStorageKey: LANGUAGE_STORAGE_KEY,
      languageQueryParameter: LANGUAGE_QUERY_PARAMETER,
    }),
  ],
  ...(previewApi
    ? {
        preview: {
          proxy: { '/api': { target: previewApi, rewrite: (path: string) => path.replace(/^\/api/, '') } },
        },
      }
    : {}),
  build: {
    sourcemap: true,
    rolldownOptions: {
      output: {
        // Rolldown gives each module that the entry shares with a lazy route a chunk of its own
        // (/login fetched 26 scripts, most under 1 KB). Every page runs the entry's modules anyway,
        // so they go in one chunk, which gzip compresses as a whole (decision 007).
        // The same for the app's half of the start, which main.tsx loads on its own (decision 036):
        // the group takes the module with what it imports (and the tree-shaken build keeps), the
        // entry's modules excepted, as one chunk instead of ~30 that it would share with the routes.
        codeSplitting: {
          groups: [
            { name: 'initial', tags: ['$initial'] },
            { name: 'app', test: (id: string) => id === startAppId },
          ],
        },
      },
    },
  },
  // Pages load lazily; listing their dependencies up front keeps Vite from discovering one on
  // first visit and reloading the page under a user (or a browser test).
  optimizeDeps: {
    include: [
      'react',
      'react/jsx-runtime',
      'react-dom/client',
      '@tanstack/react-router',
      '@tanstack/react-query',
      '@lingui/core',
      '@lingui/react',
      '@lingui/detect-locale',
      '@radix-ui/react-dialog',
      'react-hook-form',
      '@hookform/resolvers/zod',
      'zod',
    ],
  },
});
