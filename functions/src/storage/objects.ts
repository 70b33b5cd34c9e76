import { s3Client } from '../clients/aws';
import { env } from '../config/env';
import type { BucketPurpose } from '../data/table-schema';

export const bucketName = (purpose: BucketPurpose): string => {
  const settings = env();
  const names: Record<BucketPurpose, string> = {
    uploads: settings.UPLOADS_BUCKET,
    guidelines: settings.GUIDELINES_BUCKET,
    reports: settings.REPORTS_BUCKET,
  };
  return names[purpose];
};

// The S3 SDK is loaded on first use (clients/aws.ts).
const s3Sdk = () => import('@aws-sdk/client-s3');

export interface StoredObject {
  bytes: Buffer;
  contentType: string;
}

/** The object's bytes, or undefined when there is no object at that key. */
export const getObject = async (purpose: BucketPurpose, key: string): Promise<StoredObject | undefined> => {
  const [{ GetObjectCommand, NoSuchKey }, s3] = await Promise.all([s3Sdk(), s3Client()]);
  try {
    const answer = await s3.send(new GetObjectCommand({ Bucket: bucketName(purpose), Key: key }));
    const bytes = Buffer.from((await answer.Body?.transformToByteArray()) ?? []);
    return { bytes, contentType: answer.ContentType ?? 'application/octet-stream' };
  } catch (error) {
    if (error instanceof NoSuchKey || (error as { name?: string }).name === 'NoSuchKey') return undefined;
    throw error;
  }
};

export const putObject = async (purpose: BucketPurpose, key: string, object: StoredObject): Promise<void> => {
  const [{ PutObjectCommand }, s3] = await Promise.all([s3Sdk(), s3Client()]);
  await s3.send(
    new PutObjectCommand({
      Bucket: bucketName(purpose),
      Key: key,
      Body: object.bytes,
      ContentType: object.contentType,
    }),
  );
};

export const deleteObject = async (purpose: BucketPurpose, key: string): Promise<void> => {
  const [{ DeleteObjectCommand }, s3] = await Promise.all([s3Sdk(), s3Client()]);
  await s3.send(new DeleteObjectCommand({ Bucket: bucketName(purpose), Key: key }));
};

/** Whether an object exists, without reading it. */
export const objectExists = async (purpose: BucketPurpose, key: string): Promise<boolean> => {
  const [{ HeadObjectCommand }, s3] = await Promise.all([s3Sdk(), s3Client()]);
  try {
    await s3.send(new HeadObjectCommand({ Bucket: bucketName(purpose), Key: key }));
    return true;
  } catch (error) {
    const { name, $metadata } = error as { name?: string; $metadata?: { httpStatusCode?: number } };
    if (name === 'NotFound' || name === 'NoSuchKey' || $metadata?.httpStatusCode === 404) return false;
    throw error;
  }
};
