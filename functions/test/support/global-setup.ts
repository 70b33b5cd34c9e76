import { rm } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { TestProject } from 'vitest/node';
import { getFreePort, startDynamoDbLocal, startLocalServices } from '@recyclens/scripts/local-services/index';

declare module 'vitest' {
  export interface ProvidedContext {
    localEndpoints: { dynamodb: string; s3: string; ses: string };
    /** One DynamoDB Local per test worker (setup-file.ts picks its worker's). */
    workerDynamoDbEndpoints: string[];
  }
}

/**
 * DynamoDB Local keeps to about one core however many requests it is sent, and most of an API
 * test's time is spent in it: one instance per worker lets the workers' table work run side by
 * side (decision 047). Two is the workers CI's two cores run (vitest.workspace.ts's testWorkers).
 */
const DYNAMODB_INSTANCES = 2;

/** DynamoDB Local, s3rver and the SES emulator, once per test run, on free loopback ports. */
export default async function setup(project: TestProject) {
  const dataDir = resolve(import.meta.dirname, '../../../.data', `test-${process.pid}`);
  const [services, ...moreDynamoDbs] = await Promise.all([
    startLocalServices({
      dynamoPort: await getFreePort(),
      s3Port: await getFreePort(),
      sesPort: await getFreePort(),
      dataDir,
      dynamoInMemory: true,
    }),
    ...Array.from({ length: DYNAMODB_INSTANCES - 1 }, async () =>
      startDynamoDbLocal({ port: await getFreePort(), dataDir: null }),
    ),
  ]);
  project.provide('localEndpoints', services.endpoints);
  project.provide('workerDynamoDbEndpoints', [
    services.endpoints.dynamodb,
    ...moreDynamoDbs.map((dynamodb) => dynamodb.endpoint),
  ]);
  return async () => {
    await Promise.all([services.stop(), ...moreDynamoDbs.map((dynamodb) => dynamodb.stop())]);
    await rm(join(dataDir), { recursive: true, force: true });
  };
}
