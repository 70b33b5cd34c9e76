import { rm } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { TestProject } from 'vitest/node';
import { getFreePort, startLocalServices } from '@recyclens/scripts/local-services/index';

declare module 'vitest' {
  export interface ProvidedContext {
    localEndpoints: { dynamodb: string; s3: string; ses: string };
  }
}

/** DynamoDB Local, s3rver and the SES emulator, once per test run, on free loopback ports. */
export default async function setup(project: TestProject) {
  const dataDir = resolve(import.meta.dirname, '../../../.data', `test-${process.pid}`);
  const services = await startLocalServices({
    dynamoPort: await getFreePort(),
    s3Port: await getFreePort(),
    sesPort: await getFreePort(),
    dataDir,
    dynamoInMemory: true,
  });
  project.provide('localEndpoints', services.endpoints);
  return async () => {
    await services.stop();
    await rm(join(dataDir), { recursive: true, force: true });
  };
}
