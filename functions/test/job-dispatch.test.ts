import { InvokeCommand, LambdaClient } from '@aws-sdk/client-lambda';
import { mockClient } from 'aws-sdk-client-mock';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { dispatchJob, type ExportJobEvent } from '../src/jobs/dispatch';
import { createLogger } from '../src/logging/logger';

/**
 * In AWS a job starts as an asynchronous invocation of its worker (decision 015), which no local
 * emulator of ours runs: the Lambda client is mocked here. Locally, with no worker named, the job
 * runs in this process.
 */
const lambda = mockClient(LambdaClient);
afterEach(() => lambda.reset());
afterAll(() => lambda.restore());

const event: ExportJobEvent = {
  kind: 'export-job',
  clientId: 'client-1',
  companyId: 'company-1',
  exportId: 'export-1',
  userId: 'user-1',
};
const logger = createLogger({ level: 'silent' });

describe('starting a job', () => {
  it('invokes the named worker asynchronously with the job, and runs nothing here', async () => {
    const runLocally = vi.fn(async () => undefined);
    await dispatchJob(event, runLocally, logger, { functionName: 'recyclens-test-export-worker' });
    const [invocation] = lambda.commandCalls(InvokeCommand);
    expect(lambda.commandCalls(InvokeCommand)).toHaveLength(1);
    expect(invocation?.args[0].input).toMatchObject({
      FunctionName: 'recyclens-test-export-worker',
      InvocationType: 'Event',
    });
    const payload = invocation?.args[0].input.Payload;
    expect(payload).toBeInstanceOf(Uint8Array);
    expect(JSON.parse(Buffer.from(payload as Uint8Array).toString('utf8'))).toEqual(event);
    expect(runLocally).not.toHaveBeenCalled();
  });

  it('runs the job in this process when no worker is named (local stack, tests)', async () => {
    const ran = Promise.withResolvers<ExportJobEvent>();
    await dispatchJob(event, async (job) => ran.resolve(job), logger);
    expect(await ran.promise).toEqual(event);
    expect(lambda.commandCalls(InvokeCommand)).toHaveLength(0);
  });
});
