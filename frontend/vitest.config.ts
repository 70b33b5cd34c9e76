import { defineConfig } from 'vitest/config';
import { testWorkers } from '../vitest.workspace.ts';
import { appPlugins } from './vite.config.ts';

// The router plugin stays out: tests render components, and regenerating the route tree from a
// test run would race with a running dev server.
export default defineConfig({
  root: import.meta.dirname,
  plugins: appPlugins({ router: false }),
  test: {
    name: 'frontend',
    maxWorkers: testWorkers,
    environment: 'jsdom',
    // Each file in its own VM context of a long-lived worker: still isolated, but jsdom and the
    // worker are not built anew per file (forks spent 36 % of this project's time on jsdom;
    // decision 047). A Blob from a Response is then another realm's: tests compare content.
    pool: 'vmThreads',
    include: ['src/**/*.test.{ts,tsx}', 'test/**/*.test.{ts,tsx}'],
    setupFiles: ['test/setup.ts'],
  },
});
