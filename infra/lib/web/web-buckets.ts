import { Duration, RemovalPolicy } from 'aws-cdk-lib';
import { BlockPublicAccess, Bucket, BucketEncryption, ObjectOwnership } from 'aws-cdk-lib/aws-s3';
import type { Construct } from 'constructs';
import { acknowledgeNag } from '../nag.js';

/** Access logs of the distribution and of the SPA bucket; kept a year, like the data stack's. */
export const createWebLogsBucket = (scope: Construct, id: string): Bucket => {
  const bucket = new Bucket(scope, id, {
    blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
    encryption: BucketEncryption.S3_MANAGED,
    enforceSSL: true,
    // CloudFront's standard logs are delivered with an ACL grant, which needs ACLs enabled.
    objectOwnership: ObjectOwnership.OBJECT_WRITER,
    removalPolicy: RemovalPolicy.RETAIN,
    lifecycleRules: [{ id: 'expire-access-logs', expiration: Duration.days(365) }],
  });
  acknowledgeNag(bucket, {
    id: 'AwsSolutions-S1',
    reason: 'This is the access-log bucket itself; logging its own access would log the log delivery.',
  });
  return bucket;
};

/** The SPA build: private, reached only by CloudFront through origin access control. */
export const createSpaBucket = (scope: Construct, id: string, logsBucket: Bucket): Bucket =>
  new Bucket(scope, id, {
    blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
    encryption: BucketEncryption.S3_MANAGED,
    enforceSSL: true,
    objectOwnership: ObjectOwnership.BUCKET_OWNER_ENFORCED,
    // CloudFormation cannot delete a non-empty bucket; a torn-down stage leaves it to be emptied
    // by hand rather than failing the teardown.
    removalPolicy: RemovalPolicy.RETAIN,
    serverAccessLogsBucket: logsBucket,
    serverAccessLogsPrefix: 'spa-bucket/',
  });
