import { randomBytes, randomUUID } from 'node:crypto';
import { inject } from 'vitest';
import { setMetricSink } from '../../src/observability/metrics';
import { testPasswordCost, usePasswordCostForTests } from '../../src/security/passwords';
import { captureLogLines, capturedMetricLines } from './logs';
import { bucketNamesOf, localFunctionEnv } from '@recyclens/scripts/local-stack/function-env';
import { ensureBuckets, ensureTable } from '@recyclens/scripts/local-stack/provision';

/**
 * Runs before each test file, before it imports any function code: the file gets its own table
 * and buckets, so files run in parallel without seeing each other's data.
 */
// Each worker's files use its own DynamoDB Local (global-setup.ts); VITEST_POOL_ID runs from 1.
const dynamoDbs = inject('workerDynamoDbEndpoints');
const endpoints = {
  ...inject('localEndpoints'),
  dynamodb: dynamoDbs[(Number(process.env.VITEST_POOL_ID ?? 1) - 1) % dynamoDbs.length]!,
};
const id = randomUUID().slice(0, 8);
const functionEnv = localFunctionEnv({
  endpoints,
  tableName: `test-${id}`,
  bucketPrefix: `test-${id}`,
  apiPublicUrl: 'http://api.test',
  // Everything is logged, into memory: tests read the lines (test/support/logs.ts).
  logLevel: 'debug',
  jwtSecret: randomBytes(32).toString('base64url'),
});
Object.assign(process.env, functionEnv);
// EMF lines go to the sink below; code loaded anew (vi.resetModules) has none and stays quiet.
process.env.POWERTOOLS_METRICS_DISABLED = 'true';
await ensureTable(endpoints.dynamodb, `test-${id}`);
await ensureBuckets(endpoints.s3, bucketNamesOf(functionEnv));
captureLogLines();
// scrypt at production cost is ~0.3 s of CPU per sign-up, sign-in or password change, on the
// test process's four hashing threads; at 2^10 it is ~1 ms. Hashes name their parameters, so
// verification is the same code path (password-cost.test.ts pins production's cost; decision 047).
usePasswordCostForTests(testPasswordCost);
setMetricSink((line) => capturedMetricLines.push(line));

// Reference data every packaging write checks against, as `npm run dev` seeds it.
const { seedLookups } = await import('../../src/services/packaging/lookups');
await seedLookups();
