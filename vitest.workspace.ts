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
