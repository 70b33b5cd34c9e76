import { join, resolve } from 'node:path';
import { startDynamoDbLocal } from './dynamodb-local';
import { startS3Local } from './s3-local';
import { startSesLocal } from './ses-local';
import type { RunningService } from './types';

export { startDynamoDbLocal } from './dynamodb-local';
export { startS3Local, S3RVER_CREDENTIALS } from './s3-local';
export { startSesLocal, readSentMails, clearSentMails, sentMailSchema, type SentMail } from './ses-local';
export { getFreePort, isPortFree } from './free-port';
export type { RunningService } from './types';

export type LocalServicesOptions = {
  dynamoPort: number;
  s3Port: number;
  sesPort: number;
  /**
   * Root for on-disk state: S3 objects go to `<dataDir>/s3`. DynamoDB persists to
   * `<dataDir>/dynamodb` unless `dynamoInMemory` is set (tests want a clean, faster table store).
   */
  dataDir: string;
  dynamoInMemory?: boolean;
};

export type LocalServices = {
  endpoints: { dynamodb: string; s3: string; ses: string };
  stop(): Promise<void>;
};

/** Starts DynamoDB Local, s3rver and the SES emulator together; all or nothing. */
export async function startLocalServices(options: LocalServicesOptions): Promise<LocalServices> {
  const dataDir = resolve(options.dataDir);
  const results = await Promise.allSettled([
    startDynamoDbLocal({
      port: options.dynamoPort,
      dataDir: options.dynamoInMemory ? null : join(dataDir, 'dynamodb'),
    }),
    startS3Local({ port: options.s3Port, dataDir: join(dataDir, 's3') }),
    startSesLocal({ port: options.sesPort }),
  ]);

  const [dynamodb, s3, ses] = results;
  if (dynamodb.status === 'fulfilled' && s3.status === 'fulfilled' && ses.status === 'fulfilled') {
    const services = [dynamodb.value, s3.value, ses.value];
    return {
      endpoints: { dynamodb: dynamodb.value.endpoint, s3: s3.value.endpoint, ses: ses.value.endpoint },
      stop: () => stopAll(services),
    };
  }

  // Don't leave the survivors holding ports (or a JVM) when the caller gets an exception.
  const started = results.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
  await stopAll(started).catch(() => undefined);
  const failures = results.flatMap((result) =>
    result.status === 'rejected' ? [result.reason as unknown] : [],
  );
  if (failures.length === 1) throw failures[0];
  throw new AggregateError(failures, 'Several local services failed to start');
}

async function stopAll(services: RunningService[]): Promise<void> {
  const results = await Promise.allSettled(services.map((service) => service.stop()));
  const failures = results.flatMap((result) =>
    result.status === 'rejected' ? [result.reason as unknown] : [],
  );
  if (failures.length > 0) throw new AggregateError(failures, 'Failed to stop local services');
}
