import { Writable } from 'node:stream';
import {
  abortMultipartUpload,
  completeMultipartUpload,
  startMultipartUpload,
  uploadPart,
  type MultipartUpload,
  type UploadedPart,
} from '../data/aws/objects';
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
  private upload: MultipartUpload | undefined;
  private readonly parts: UploadedPart[] = [];
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
    if (!error || !this.upload) return callback(error);
    this.abort().then(
      () => callback(error),
      () => callback(error),
    );
  }

  private async start(): Promise<void> {
    this.upload = await startMultipartUpload(bucketName(this.purpose), this.key, this.contentType);
  }

  private async sendPart(): Promise<void> {
    const body = Buffer.concat(this.pending);
    this.pending = [];
    this.pendingBytes = 0;
    this.parts.push(await uploadPart(this.started(), this.parts.length + 1, body));
  }

  private async finish(): Promise<void> {
    // An object needs at least one part; the last (or only) one may be smaller than 5 MiB.
    if (this.pendingBytes > 0 || this.parts.length === 0) await this.sendPart();
    await completeMultipartUpload(this.started(), this.parts);
  }

  private async abort(): Promise<void> {
    await abortMultipartUpload(this.started());
  }

  /** _construct has run before any write, final or destroy with an upload to end. */
  private started(): MultipartUpload {
    if (!this.upload) throw new Error('The multipart upload has not started');
    return this.upload;
  }
}
