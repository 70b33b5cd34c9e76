import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { S3Client } from '@aws-sdk/client-s3';
import type { SESClient } from '@aws-sdk/client-ses';
import { env } from '../../config/env';
import { traceClient } from '../../observability/tracing';
import { instrument } from '../../observability/round-trips';

/**
 * AWS clients, created once per process, so warm invocations reuse their connections. Against the
 * embedded local stack they get its endpoints and dummy credentials; in AWS the function's role.
 *
 * Every request reads the table, so its client is made at import. S3 and SES serve only some
 * requests: their SDK modules are imported on first use, which keeps them out of the bundle a
 * cold start compiles (docs/bundles.md). Tests reach these clients to count or refuse calls.
 * Secrets Manager's client is made in secrets.ts, since the rotation function, which uses it,
 * has none of the settings read here; the Lambda client in lambda-invoke.ts, its only user.
 */
const settings = env();
const localCredentials = { accessKeyId: 'local', secretAccessKey: 'local' };
// s3rver checks request signatures against its one built-in key pair.
const s3rverCredentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };
const local = (endpoint: string | undefined, credentials = localCredentials) =>
  endpoint ? { endpoint, credentials } : {};

const dynamoDb = new DynamoDBClient({ region: settings.AWS_REGION, ...local(settings.DYNAMODB_ENDPOINT) });
instrument('dynamodb', dynamoDb);
traceClient(dynamoDb);

/**
 * Numbers are JavaScript doubles both ways. The fields' largest values (10¹² units of a one-tonne
 * component) make fees in minor units and portfolio sums past 2⁵³: by default the client refuses
 * to write such a number and reads one back as a BigInt, which no figure of ours expects. Past
 * 2⁵³ a double keeps 15 significant digits, far finer than any fee or tonnage we show.
 */
export const documentClient = DynamoDBDocumentClient.from(dynamoDb, {
  marshallOptions: { removeUndefinedValues: true, allowImpreciseNumbers: true },
  unmarshallOptions: { wrapNumbers: (value: string) => Number(value) },
});

/** Runs `create` once, on the first call; later calls share its promise. */
const once = <T>(create: () => Promise<T>): (() => Promise<T>) => {
  let made: Promise<T> | undefined;
  return () => (made ??= create());
};

export const s3Client = once(async (): Promise<S3Client> => {
  const { S3Client } = await import('@aws-sdk/client-s3');
  const client = new S3Client({
    region: settings.AWS_REGION,
    ...local(settings.S3_ENDPOINT, s3rverCredentials),
    // s3rver needs path-style addressing and corrupts streamed uploads with default checksums.
    ...(settings.S3_ENDPOINT
      ? {
          forcePathStyle: true,
          requestChecksumCalculation: 'WHEN_REQUIRED' as const,
          responseChecksumValidation: 'WHEN_REQUIRED' as const,
        }
      : {}),
  });
  instrument('s3', client);
  return traceClient(client);
});

export const sesClient = once(async (): Promise<SESClient> => {
  const { SESClient } = await import('@aws-sdk/client-ses');
  const client = new SESClient({ region: settings.AWS_REGION, ...local(settings.SES_ENDPOINT) });
  instrument('ses', client);
  return traceClient(client);
});
