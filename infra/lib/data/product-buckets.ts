import { Duration, RemovalPolicy } from 'aws-cdk-lib';
import {
  BlockPublicAccess,
  Bucket,
  BucketEncryption,
  ObjectOwnership,
  type BucketProps,
  type LifecycleRule,
} from 'aws-cdk-lib/aws-s3';
import type { Construct } from 'constructs';
import type { BucketPurpose } from '@recyclens/functions/data/table-schema';

interface PurposeSettings {
  /** Uploaded source files are the customer's evidence; an overwrite must be recoverable. */
  readonly versioned: boolean;
  readonly lifecycleRules: readonly LifecycleRule[];
}

// Incomplete multipart uploads are billed but invisible in listings.
const abortStaleUploads: LifecycleRule = {
  id: 'abort-incomplete-multipart-uploads',
  abortIncompleteMultipartUploadAfter: Duration.days(1),
};

/** How long a generated report export stays downloadable; it can always be regenerated. */
export const reportExportRetention = Duration.days(7);
/** Keeps overwritten uploads recoverable for a while without paying for them forever. */
export const noncurrentUploadRetention = Duration.days(90);
/** Access logs are for audits and incident analysis, a year covers both. */
export const accessLogRetention = Duration.days(365);

// A Record over the purposes makes a new purpose in table-schema.ts a compile error here.
const settings: Record<BucketPurpose, PurposeSettings> = {
  uploads: {
    versioned: true,
    lifecycleRules: [
      abortStaleUploads,
      { id: 'expire-noncurrent-versions', noncurrentVersionExpiration: noncurrentUploadRetention },
    ],
  },
  guidelines: { versioned: false, lifecycleRules: [abortStaleUploads] },
  reports: {
    versioned: false,
    lifecycleRules: [abortStaleUploads, { id: 'expire-report-exports', expiration: reportExportRetention }],
  },
};

/** Settings every bucket of the product shares: private, encrypted, TLS only, kept on stack deletion. */
const baseProps: BucketProps = {
  blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
  encryption: BucketEncryption.S3_MANAGED,
  enforceSSL: true,
  objectOwnership: ObjectOwnership.BUCKET_OWNER_ENFORCED,
  removalPolicy: RemovalPolicy.RETAIN,
};

/** Target of the other buckets' server access logs. */
export const createAccessLogsBucket = (scope: Construct, id: string): Bucket =>
  new Bucket(scope, id, {
    ...baseProps,
    // Log delivery only supports S3-managed keys on the target bucket.
    encryption: BucketEncryption.S3_MANAGED,
    lifecycleRules: [{ id: 'expire-access-logs', expiration: accessLogRetention }],
  });

export interface ProductBucketProps {
  readonly purpose: BucketPurpose;
  readonly accessLogsBucket: Bucket;
}

export const createProductBucket = (scope: Construct, id: string, props: ProductBucketProps): Bucket => {
  const purpose = settings[props.purpose];
  return new Bucket(scope, id, {
    ...baseProps,
    versioned: purpose.versioned,
    lifecycleRules: [...purpose.lifecycleRules],
    serverAccessLogsBucket: props.accessLogsBucket,
    serverAccessLogsPrefix: `${props.purpose}/`,
  });
};
