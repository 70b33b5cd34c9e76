// The stand-in for Lambda's Node runtime that `npm run test:shipped` runs each asset in (one
// process per function, as Lambda gives each its own): it imports the asset's index.mjs like the
// runtime's `index.handler`, then runs each event the parent sends and sends back the result.
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import process from 'node:process';
import { pathToFileURL } from 'node:url';

const [assetDir, functionName] = process.argv.slice(2);
const { handler } = await import(pathToFileURL(join(assetDir, 'index.mjs')).href);

const contextOf = () => ({
  callbackWaitsForEmptyEventLoop: true,
  functionName,
  functionVersion: '$LATEST',
  invokedFunctionArn: `arn:aws:lambda:eu-central-1:000000000000:function:${functionName}`,
  memoryLimitInMB: '1769',
  awsRequestId: randomUUID(),
  logGroupName: `/aws/lambda/${functionName}`,
  logStreamName: 'shipped',
  getRemainingTimeInMillis: () => 29_000,
});

process.on('message', async ({ id, event }) => {
  try {
    const result = await handler(event, contextOf());
    process.send({ id, result: result ?? null });
  } catch (error) {
    process.send({ id, error: error instanceof Error ? (error.stack ?? error.message) : String(error) });
  }
});
process.send({ ready: true });
