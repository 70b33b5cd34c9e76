import { DEFAULT_CROSS_STACK_REFERENCES, S3_SERVER_ACCESS_LOGS_USE_BUCKET_POLICY } from 'aws-cdk-lib/cx-api';

/**
 * Feature flags the stacks rely on. They are set in code rather than in cdk.json so the
 * tests, which build an App without the CLI, synthesize exactly what `cdk synth` does.
 */
export const featureFlags: Readonly<Record<string, unknown>> = {
  // Access-log delivery via a bucket policy; the legacy ACL grant fails on buckets with
  // object ownership enforced (the S3 default since 2023).
  [S3_SERVER_ACCESS_LOGS_USE_BUCKET_POLICY]: true,
  // Api and Web read the Data stack's table and buckets through exports; "strong" keeps a
  // consumed export from being removed under a stack that still uses it.
  [DEFAULT_CROSS_STACK_REFERENCES]: 'strong',
};
