import { defineConfig } from 'vitest/config';

/**
 * Browser journeys: Debian's Chromium through playwright-core against `npm run dev`'s stack on a
 * fresh data folder: one stack for all journey files (globalSetup), which run one after another.
 */
export default defineConfig({
  root: import.meta.dirname,
  test: {
    name: 'e2e',
    environment: 'node',
    include: ['e2e/**/*.e2e.test.ts'],
    globalSetup: ['e2e/support/global-setup.ts'],
    fileParallelism: false,
    testTimeout: 120_000,
    hookTimeout: 200_000,
  },
});
