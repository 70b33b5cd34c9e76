import { defineConfig } from 'vitest/config';
import { testWorkers } from '../vitest.workspace.ts';

/**
 * `npm run test:shipped` (docs/architecture.md#tests): the Lambda assets as `cdk synth` builds
 * them, driven through the product's flow. Bundling every function takes most of its time.
 */
export default defineConfig({
  root: import.meta.dirname,
  test: {
    name: 'shipped',
    maxWorkers: testWorkers,
    include: ['shipped/**/*.test.ts'],
    testTimeout: 180_000,
    hookTimeout: 600_000,
  },
});
