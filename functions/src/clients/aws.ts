import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { S3Client } from '@aws-sdk/client-s3';
import { SESClient } from '@aws-sdk/client-ses';
import { env } from '../config/env';
import { instrument } from './round-trips';

/**
 * AWS clients, created once per process at first import (module scope), so warm invocations
 * reuse their connections. Against the embedded local stack they get its endpoints and dummy
 * credentials; in AWS they use the function's role.
 */
const settings = env();
const localCredentials = { accessKeyId: 'local', secretAccessKey: 'local' };
// s3rver checks request signatures against its one built-in key pair.
const s3rverCredentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };
const local = (endpoint: string | undefined, credentials = localCredentials) =>
  endpoint ? { endpoint, credentials } : {};

const dynamoDb = new DynamoDBClient({ region: settings.AWS_REGION, ...local(settings.DYNAMODB_ENDPOINT) });
instrument('dynamodb', dynamoDb);

export const documentClient = DynamoDBDocumentClient.from(dynamoDb, {
  marshallOptions: { removeUndefinedValues: true },
});

export const s3 = new S3Client({
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
instrument('s3', s3);

export const ses = new SESClient({ region: settings.AWS_REGION, ...local(settings.SES_ENDPOINT) });
instrument('ses', ses);
