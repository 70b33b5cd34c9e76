import { randomBytes, randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { UploadPartCommand } from '@aws-sdk/client-s3';
import { describe, expect, it, vi } from 'vitest';
import { s3Client } from '../src/data/aws/clients';
import { ObjectUpload } from '../src/storage/object-upload';
import { getObject } from '../src/storage/objects';

/** Small parts, so a test file of a few hundred KB goes up in several (S3 itself wants ≥ 5 MiB). */
const PART = 64 * 1024;
const chunksOf = (bytes: Buffer, size: number) =>
  Readable.from(
    Array.from({ length: Math.ceil(bytes.length / size) }, (_, i) =>
      bytes.subarray(i * size, (i + 1) * size),
    ),
  );

describe('a streamed object upload', () => {
  it('stores what is written, part by part, as one object', async () => {
    const key = `tests/${randomUUID()}.bin`;
    const bytes = randomBytes(PART * 3 + 1234);
    const s3 = await s3Client();
    const sent = vi.spyOn(s3, 'send');
    await pipeline(
      chunksOf(bytes, 10_000),
      new ObjectUpload('reports', key, 'application/octet-stream', PART),
    );
    const parts = sent.mock.calls.filter(([command]) => command instanceof UploadPartCommand);
    sent.mockRestore();
    const sizes = parts.map(([command]) => ((command as UploadPartCommand).input.Body as Buffer).length);
    expect(sizes).toHaveLength(3);
    // Every part but the last holds at least the part size, as S3 requires.
    for (const size of sizes.slice(0, -1)) expect(size).toBeGreaterThanOrEqual(PART);
    const stored = await getObject('reports', key);
    expect(stored?.contentType).toBe('application/octet-stream');
    expect(stored?.bytes.equals(bytes)).toBe(true);
  });

  it('stores an empty stream as an empty object', async () => {
    const key = `tests/${randomUUID()}.bin`;
    await pipeline(Readable.from([]), new ObjectUpload('reports', key, 'text/plain', PART));
    expect((await getObject('reports', key))?.bytes.length).toBe(0);
  });

  it('leaves no object when a part is refused', async () => {
    const key = `tests/${randomUUID()}.bin`;
    const s3 = await s3Client();
    const send = s3.send.bind(s3);
    let parts = 0;
    const refused = vi
      .spyOn(s3, 'send')
      .mockImplementation(((command: unknown, ...rest: unknown[]) =>
        command instanceof UploadPartCommand && ++parts === 2
          ? Promise.reject(new Error('injected: the part was refused'))
          : (send as (...args: unknown[]) => Promise<unknown>)(command, ...rest)) as typeof s3.send);
    const upload = pipeline(
      chunksOf(randomBytes(PART * 3), 10_000),
      new ObjectUpload('reports', key, 'text/plain', PART),
    );
    await expect(upload).rejects.toThrow('injected');
    refused.mockRestore();
    expect(await getObject('reports', key)).toBeUndefined();
  });
});
