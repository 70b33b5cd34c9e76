import { defineConfig } from 'vitest/config';
import { testWorkers } from '../vitest.workspace.ts';

export default defineConfig({
  test: { name: 'shared', maxWorkers: testWorkers, include: ['test/**/*.test.ts'] },
});
