import { defineConfig } from 'vitest/config';

/**
 * Browser journeys: Debian's Chromium through playwright-core against `npm run dev`'s stack on a
 * fresh data folder. One file, one stack, run in order.
 */
export default defineConfig({
  root: import.meta.dirname,
  test: {
    name: 'e2e',
    environment: 'node',
    include: ['e2e/**/*.e2e.test.ts'],
    fileParallelism: false,
    testTimeout: 120_000,
    hookTimeout: 200_000,
  },
});
