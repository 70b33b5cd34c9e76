import { createServer } from 'node:http';
import { mkdir } from 'node:fs/promises';
import { resolve } from 'node:path';
import S3rver from 's3rver';
import { closeHttpServer, listenHttpServer } from './http-server';
import type { RunningService } from './types';

export type S3LocalOptions = {
  port: number;
  /** s3rver always persists buckets/objects as files, so it needs a directory even in tests. */
  dataDir: string;
};

/**
 * s3rver accepts SigV4 requests without verifying the signature, but only for this access key;
 * any other key id gets InvalidAccessKeyId. DynamoDB Local and the SES emulator accept it too,
 * so local clients can use these credentials for all three services.
 */
export const S3RVER_CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' } as const;

/** In-process S3 emulator bound to loopback only. */
export async function startS3Local({ port, dataDir }: S3LocalOptions): Promise<RunningService> {
  const directory = resolve(dataDir);
  await mkdir(directory, { recursive: true });
  const s3rver = new S3rver({ directory, silent: true });
  // Serve its documented request handler ourselves instead of s3rver.run(): run() never
  // settles when the port is taken, which would hang `npm run dev` and the test setup.
  const server = createServer(s3rver.callback());
  await listenHttpServer(server, port, '127.0.0.1');
  return { endpoint: `http://127.0.0.1:${port}`, stop: () => closeHttpServer(server) };
}
