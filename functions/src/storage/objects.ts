import { env } from '../config/env';
import type { BucketPurpose } from '../data/table-schema';
import * as s3 from '../data/aws/objects';

export type { StoredObject } from '../data/aws/objects';

export const bucketName = (purpose: BucketPurpose): string => {
  const settings = env();
  const names: Record<BucketPurpose, string> = {
    uploads: settings.UPLOADS_BUCKET,
    guidelines: settings.GUIDELINES_BUCKET,
    reports: settings.REPORTS_BUCKET,
  };
  return names[purpose];
};

/** The object's bytes, or undefined when there is no object at that key. */
export const getObject = (purpose: BucketPurpose, key: string): Promise<s3.StoredObject | undefined> =>
  s3.getObject(bucketName(purpose), key);

export const putObject = (purpose: BucketPurpose, key: string, object: s3.StoredObject): Promise<void> =>
  s3.putObject(bucketName(purpose), key, object);

export const deleteObject = (purpose: BucketPurpose, key: string): Promise<void> =>
  s3.deleteObject(bucketName(purpose), key);

/** Whether an object exists, without reading it. */
export const objectExists = (purpose: BucketPurpose, key: string): Promise<boolean> =>
  s3.objectExists(bucketName(purpose), key);
