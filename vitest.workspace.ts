import { availableParallelism } from 'node:os';

/**
 * How many test files run at once, in every project. Vitest's default is cores − 1, one on CI's
 * two cores, yet most of a functions file's time is spent waiting on DynamoDB Local, a separate
 * process: two workers overlap that wait. Each project sets it itself: a project does not inherit
 * the root's `maxWorkers`, and Vitest runs a project with another worker count in a group of its
 * own, after the others (decision 047). The browser journeys are one file for that reason: with
 * this count they run beside the rest, still one journey at a time (decision 061).
 */
export const testWorkers = Math.max(2, availableParallelism() - 1);

/**
 * The test projects (docs/architecture.md#tests). Vitest ≥ 4 ignores a bare workspace file, so this list is
 * imported by vitest.config.ts as `test.projects`.
 */
export const testProjects = [
  'shared/vitest.config.ts',
  'functions/vitest.config.ts',
  'infra/vitest.config.ts',
  'scripts/vitest.config.ts',
  // The Lambda assets as `cdk synth` builds them, through the product's flow (npm run test:shipped).
  'scripts/vitest.shipped.config.ts',
  'frontend/vitest.config.ts',
  // Browser journeys in Debian's Chromium against the local stack (.ci/run installs chromium).
  'frontend/vitest.e2e.config.ts',
];
