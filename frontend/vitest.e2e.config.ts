import { defineConfig } from 'vitest/config';

/**
 * Browser journeys: Debian's Chromium through playwright-core against `npm run dev`'s stack on a
 * fresh data folder: one stack for all journey files (globalSetup), which run one after another
 * in one worker (isolate: false), so they share its imports and one Chromium (support/browser.ts),
 * each file in fresh browser contexts. Unlike an isolated file, a shared worker needs a group
 * order of its own: after the other projects, as before (decision 047).
 */
export default defineConfig({
  root: import.meta.dirname,
  test: {
    name: 'e2e',
    environment: 'node',
    include: ['e2e/**/*.e2e.test.ts'],
    globalSetup: ['e2e/support/global-setup.ts'],
    fileParallelism: false,
    isolate: false,
    sequence: { groupOrder: 1 },
    testTimeout: 120_000,
    hookTimeout: 200_000,
  },
});
