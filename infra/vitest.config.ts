import { defineConfig } from 'vitest/config';
import { testWorkers } from '../vitest.workspace.ts';

export default defineConfig({
  test: {
    name: 'infra',
    maxWorkers: testWorkers,
    include: ['test/**/*.test.ts'],
    // Synthesizing a stack takes seconds on a cold module cache.
    testTimeout: 60000,
  },
});
