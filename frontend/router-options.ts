import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('.', import.meta.url));

/** Where the file routes live and how their tree is generated: the Vite plugin and scripts/generate-routes share it. */
export const routerOptions = {
  target: 'react',
  autoCodeSplitting: true,
  routesDirectory: `${root}src/routes`,
  generatedRouteTree: `${root}src/route-tree.gen.ts`,
  quoteStyle: 'single',
  semicolons: true,
} as const;
