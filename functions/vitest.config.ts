import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'functions',
    include: ['test/**/*.test.ts', 'src/**/*.test.ts'],
    // DynamoDB Local, s3rver and the SES emulator start once per run; each test file then makes
    // its own table and bucket prefix (test/support/setup-file.ts), so files run in parallel.
    globalSetup: ['test/support/global-setup.ts'],
    setupFiles: ['test/support/setup-file.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
