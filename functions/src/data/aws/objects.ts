import { s3Client } from './clients';

/**
 * S3 in our words: each function is one S3 operation on a bucket and key, and answers with our
 * own types. Which bucket serves what is storage/'s to say. The S3 SDK is loaded on first use,
 * like its client (clients.ts).
 */
const s3Sdk = () => import('@aws-sdk/client-s3');

export interface StoredObject {
  bytes: Buffer;
  contentType: string;
}

/** A part of a multipart upload, as S3 acknowledged it. */
export interface UploadedPart {
  partNumber: number;
  etag: string | undefined;
}

/** The object's bytes, or undefined when there is no object at that key. */
export const getObject = async (bucket: string, key: string): Promise<StoredObject | undefined> => {
  const [{ GetObjectCommand, NoSuchKey }, s3] = await Promise.all([s3Sdk(), s3Client()]);
  try {
    const answer = await s3.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
    const bytes = Buffer.from((await answer.Body?.transformToByteArray()) ?? []);
    return { bytes, contentType: answer.ContentType ?? 'application/octet-stream' };
  } catch (error) {
    if (error instanceof NoSuchKey || (error as { name?: string }).name === 'NoSuchKey') return undefined;
    throw error;
  }
};

export const putObject = async (bucket: string, key: string, object: StoredObject): Promise<void> => {
  const [{ PutObjectCommand }, s3] = await Promise.all([s3Sdk(), s3Client()]);
  await s3.send(
    new PutObjectCommand({ Bucket: bucket, Key: key, Body: object.bytes, ContentType: object.contentType }),
  );
};

export const deleteObject = async (bucket: string, key: string): Promise<void> => {
  const [{ DeleteObjectCommand }, s3] = await Promise.all([s3Sdk(), s3Client()]);
  await s3.send(new DeleteObjectCommand({ Bucket: bucket, Key: key }));
};

/** Whether an object exists, without reading it. */
export const objectExists = async (bucket: string, key: string): Promise<boolean> => {
  const [{ HeadObjectCommand }, s3] = await Promise.all([s3Sdk(), s3Client()]);
  try {
    await s3.send(new HeadObjectCommand({ Bucket: bucket, Key: key }));
    return true;
  } catch (error) {
    const { name, $metadata } = error as { name?: string; $metadata?: { httpStatusCode?: number } };
    if (name === 'NotFound' || name === 'NoSuchKey' || $metadata?.httpStatusCode === 404) return false;
    throw error;
  }
};

/** A presigned GET of the object, answered with the given Content-Disposition. */
export const presignedGetUrl = async (
  bucket: string,
  key: string,
  options: { contentDisposition: string; seconds: number },
): Promise<string> => {
  const [{ GetObjectCommand }, { getSignedUrl }, s3] = await Promise.all([
    s3Sdk(),
    import('@aws-sdk/s3-request-presigner'),
    s3Client(),
  ]);
  return getSignedUrl(
    s3,
    new GetObjectCommand({
      Bucket: bucket,
      Key: key,
      ResponseContentDisposition: options.contentDisposition,
    }),
    { expiresIn: options.seconds },
  );
};

/** A multipart upload under way. */
export interface MultipartUpload {
  bucket: string;
  key: string;
  uploadId: string | undefined;
}

/** Starts a multipart upload; the object appears only once it is completed. */
export const startMultipartUpload = async (
  bucket: string,
  key: string,
  contentType: string,
): Promise<MultipartUpload> => {
  const [{ CreateMultipartUploadCommand }, s3] = await Promise.all([s3Sdk(), s3Client()]);
  const created = await s3.send(
    new CreateMultipartUploadCommand({ Bucket: bucket, Key: key, ContentType: contentType }),
  );
  return { bucket, key, uploadId: created.UploadId };
};

export const uploadPart = async (
  upload: MultipartUpload,
  partNumber: number,
  body: Buffer,
): Promise<UploadedPart> => {
  const [{ UploadPartCommand }, s3] = await Promise.all([s3Sdk(), s3Client()]);
  const sent = await s3.send(
    new UploadPartCommand({
      Bucket: upload.bucket,
      Key: upload.key,
      UploadId: upload.uploadId,
      PartNumber: partNumber,
      Body: body,
    }),
  );
  return { partNumber, etag: sent.ETag };
};

export const completeMultipartUpload = async (
  upload: MultipartUpload,
  parts: readonly UploadedPart[],
): Promise<void> => {
  const [{ CompleteMultipartUploadCommand }, s3] = await Promise.all([s3Sdk(), s3Client()]);
  await s3.send(
    new CompleteMultipartUploadCommand({
      Bucket: upload.bucket,
      Key: upload.key,
      UploadId: upload.uploadId,
      MultipartUpload: { Parts: parts.map((part) => ({ ETag: part.etag, PartNumber: part.partNumber })) },
    }),
  );
};

export const abortMultipartUpload = async (upload: MultipartUpload): Promise<void> => {
  const [{ AbortMultipartUploadCommand }, s3] = await Promise.all([s3Sdk(), s3Client()]);
  await s3.send(
    new AbortMultipartUploadCommand({ Bucket: upload.bucket, Key: upload.key, UploadId: upload.uploadId }),
  );
};
