import { defineConfig } from 'vitest/config';

export default defineConfig({
  // Lets `vitest --config scripts/vitest.config.ts` run from the repo root too.
  root: import.meta.dirname,
  test: {
    name: 'scripts',
    include: ['test/**/*.test.ts'],
    // DynamoDB Local is a JVM; its cold start alone can take several seconds on a busy machine.
    testTimeout: 60000,
    hookTimeout: 60000,
  },
});
