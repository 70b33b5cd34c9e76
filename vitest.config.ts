import { defineConfig } from 'vitest/config';
import { testProjects } from './vitest.workspace.ts';

// Workers are set in each project (vitest.workspace.ts's testWorkers): a project does not inherit
// the root's `maxWorkers`.
export default defineConfig({
  test: {
    projects: testProjects,
  },
});
