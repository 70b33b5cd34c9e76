import { BaseSequencer, type TestSpecification } from 'vitest/node';
import { defineConfig } from 'vitest/config';
import { testProjects } from './vitest.workspace.ts';

/**
 * The files that take longest, longest first (the clean-clone runs' figures, decision 047). On
 * two workers the run ends when its last long file does, so these start before the many short
 * ones. A clean clone has no timing cache, and Vitest's own order (project after project, larger
 * files first) would start scripts/shipped, the last project, at the very end.
 */
const slowestFirst = [
  'frontend/e2e/journeys.e2e.test.ts',
  'functions/test/portfolio-at-scale.test.ts',
  'functions/test/security/bad-input.test.ts',
  'scripts/shipped/shipped-flow.test.ts',
  'functions/test/bulk-assessment.test.ts',
  'functions/test/import-resume.test.ts',
  'functions/test/exports.test.ts',
  'functions/test/import.test.ts',
  'functions/test/route-table-suites.test.ts',
  'functions/test/failure/dynamodb-outage.test.ts',
  'functions/test/security/payloads.test.ts',
  'functions/test/users-at-scale.test.ts',
];

const rank = (file: TestSpecification) => {
  const index = slowestFirst.findIndex((path) => file.moduleId.endsWith(`/${path}`));
  return index === -1 ? slowestFirst.length : index;
};

/** Vitest's order, with the files above first. */
class SlowestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]) {
    return (await super.sort(files))
      .map((file, order) => ({ file, order, rank: rank(file) }))
      .sort((a, b) => a.rank - b.rank || a.order - b.order)
      .map(({ file }) => file);
  }
}

// Workers are set in each project (vitest.workspace.ts's testWorkers): a project does not inherit
// the root's `maxWorkers`.
export default defineConfig({
  test: {
    projects: testProjects,
    sequence: { sequencer: SlowestFirst },
  },
});
