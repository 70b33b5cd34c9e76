import { defineConfig } from 'vitest/config';
import { testWorkers } from '../vitest.workspace.ts';

export default defineConfig({
  test: {
    name: 'functions',
    maxWorkers: testWorkers,
    include: ['test/**/*.test.ts', 'src/**/*.test.ts'],
    // DynamoDB Local, s3rver and the SES emulator start once per run; each test file then makes
    // its own table and bucket prefix (test/support/setup-file.ts), so files run in parallel.
    globalSetup: ['test/support/global-setup.ts'],
    setupFiles: ['test/support/setup-file.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
