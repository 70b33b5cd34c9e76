import { defineConfig } from 'vitest/config';
import { testWorkers } from '../vitest.workspace.ts';

export default defineConfig({
  // Lets `vitest --config scripts/vitest.config.ts` run from the repo root too.
  root: import.meta.dirname,
  test: {
    name: 'scripts',
    maxWorkers: testWorkers,
    include: ['test/**/*.test.ts'],
    // DynamoDB Local is a JVM; its cold start alone can take several seconds on a busy machine.
    testTimeout: 60000,
    hookTimeout: 60000,
  },
});
