import { defineConfig } from 'vitest/config';
import { testWorkers } from '../vitest.workspace.ts';

/**
 * Browser journeys: Debian's Chromium through playwright-core against `npm run dev`'s stack on a
 * fresh data folder: one stack for all journeys, run one after another from one test file
 * (e2e/journeys.e2e.test.ts, which starts and stops the stack). The project takes the other
 * projects' worker count so that Vitest runs that file in their group, beside them, not in a
 * group of its own after them (decision 061).
 */
export default defineConfig({
  root: import.meta.dirname,
  test: {
    name: 'e2e',
    environment: 'node',
    include: ['e2e/journeys.e2e.test.ts'],
    maxWorkers: testWorkers,
    testTimeout: 120_000,
    hookTimeout: 200_000,
  },
});
