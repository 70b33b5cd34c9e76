import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { testProjects } from './vitest.workspace.ts';

export default defineConfig({
  test: {
    projects: testProjects,
    // Vitest's default (cores − 1) is one worker on CI's two cores, yet most of a functions file's
    // time is spent waiting on DynamoDB Local, a separate process: two workers overlap that wait.
    // The browser journeys keep to themselves (fileParallelism: false puts them in a group of
    // their own, run after the others).
    maxWorkers: Math.max(2, availableParallelism() - 1),
  },
});
