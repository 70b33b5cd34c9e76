import { Writable } from 'node:stream';
import type { CompletedPart } from '@aws-sdk/client-s3';
import { s3Client } from '../clients/aws';
import type { BucketPurpose } from '../data/table-schema';
import { bucketName } from './objects';

/** S3 refuses parts under 5 MiB except the last; 8 MiB keeps a 50,000-row summary to a few parts. */
export const UPLOAD_PART_BYTES = 8 * 2 ** 20;

/**
 * A stream that stores what is written to it as one object, by a multipart upload: the bytes are
 * sent part by part as they come, so a file of any size passes through a few MB of memory. The
 * object appears only once the stream finishes (CompleteMultipartUpload); a stream destroyed
 * with an error aborts the upload and leaves no object (and the bucket's lifecycle rule removes
 * the parts of an upload whose abort did not get through).
 */
export class ObjectUpload extends Writable {
  private uploadId: string | undefined;
  private readonly parts: CompletedPart[] = [];
  private pending: Buffer[] = [];
  private pendingBytes = 0;

  constructor(
    private readonly purpose: BucketPurpose,
    private readonly key: string,
    private readonly contentType: string,
    private readonly partBytes = UPLOAD_PART_BYTES,
  ) {
    super();
  }

  override _construct(callback: (error?: Error | null) => void): void {
    this.start().then(() => callback(), callback);
  }

  override _write(chunk: Buffer, _encoding: BufferEncoding, callback: (error?: Error | null) => void): void {
    this.pending.push(chunk);
    this.pendingBytes += chunk.length;
    // The callback waits for the part: the writer above pauses instead of piling up bytes here.
    if (this.pendingBytes < this.partBytes) callback();
    else this.sendPart().then(() => callback(), callback);
  }

  override _final(callback: (error?: Error | null) => void): void {
    this.finish().then(() => callback(), callback);
  }

  override _destroy(error: Error | null, callback: (error?: Error | null) => void): void {
    if (!error || !this.uploadId) return callback(error);
    this.abort().then(
      () => callback(error),
      () => callback(error),
    );
  }

  private async start(): Promise<void> {
    const [{ CreateMultipartUploadCommand }, s3] = await Promise.all([
      import('@aws-sdk/client-s3'),
      s3Client(),
    ]);
    const created = await s3.send(
      new CreateMultipartUploadCommand({
        Bucket: bucketName(this.purpose),
        Key: this.key,
        ContentType: this.contentType,
      }),
    );
    this.uploadId = created.UploadId;
  }

  private async sendPart(): Promise<void> {
    const body = Buffer.concat(this.pending);
    this.pending = [];
    this.pendingBytes = 0;
    const [{ UploadPartCommand }, s3] = await Promise.all([import('@aws-sdk/client-s3'), s3Client()]);
    const PartNumber = this.parts.length + 1;
    const sent = await s3.send(
      new UploadPartCommand({
        Bucket: bucketName(this.purpose),
        Key: this.key,
        UploadId: this.uploadId,
        PartNumber,
        Body: body,
      }),
    );
    this.parts.push({ ETag: sent.ETag, PartNumber });
  }

  private async finish(): Promise<void> {
    // An object needs at least one part; the last (or only) one may be smaller than 5 MiB.
    if (this.pendingBytes > 0 || this.parts.length === 0) await this.sendPart();
    const [{ CompleteMultipartUploadCommand }, s3] = await Promise.all([
      import('@aws-sdk/client-s3'),
      s3Client(),
    ]);
    await s3.send(
      new CompleteMultipartUploadCommand({
        Bucket: bucketName(this.purpose),
        Key: this.key,
        UploadId: this.uploadId,
        MultipartUpload: { Parts: this.parts },
      }),
    );
  }

  private async abort(): Promise<void> {
    const [{ AbortMultipartUploadCommand }, s3] = await Promise.all([
      import('@aws-sdk/client-s3'),
      s3Client(),
    ]);
    await s3.send(
      new AbortMultipartUploadCommand({
        Bucket: bucketName(this.purpose),
        Key: this.key,
        UploadId: this.uploadId,
      }),
    );
  }
}
