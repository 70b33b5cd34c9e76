import { createHmac } from 'node:crypto';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod';

/**
 * The floor of a cold start, bundled and imported like the functions (bench:bundles): what any
 * handler of ours loads before its first request whatever its code — the DynamoDB document
 * client created at import, zod with one schema, node:crypto. A function's import time divided by
 * this one's, measured in the same rounds, says how much our own cold path adds; the absolute
 * figures move with the shared machine, the ratio much less.
 */
const client = DynamoDBDocumentClient.from(new DynamoDBClient({ region: process.env.AWS_REGION }));
const event = z.object({ rawPath: z.string(), headers: z.record(z.string(), z.string()) });

export const handler = async (input: unknown) => {
  const parsed = event.parse(input);
  return {
    statusCode: 200,
    body: createHmac('sha256', 'floor').update(parsed.rawPath).digest('hex'),
    client: Boolean(client),
  };
};
