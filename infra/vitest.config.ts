import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'infra',
    include: ['test/**/*.test.ts'],
    // Synthesizing a stack takes seconds on a cold module cache.
    testTimeout: 60000,
  },
});
