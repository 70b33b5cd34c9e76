import type { LambdaClient } from '@aws-sdk/client-lambda';
import { env } from '../../config/env';

let lambda: LambdaClient | undefined;

/** Invokes a function asynchronously (InvocationType Event): Lambda queues the event and answers at once. */
export const invokeAsync = async (functionName: string, event: unknown): Promise<void> => {
  // Only jobs need it: the Lambda client loads with the first one, not at cold start.
  const { InvokeCommand, LambdaClient } = await import('@aws-sdk/client-lambda');
  lambda ??= new LambdaClient({ region: env().AWS_REGION });
  await lambda.send(
    new InvokeCommand({
      FunctionName: functionName,
      InvocationType: 'Event',
      Payload: Buffer.from(JSON.stringify(event)),
    }),
  );
};
