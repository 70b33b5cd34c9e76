import { CfnOutput, Stack, type StackProps } from 'aws-cdk-lib';
import type { TableV2 } from 'aws-cdk-lib/aws-dynamodb';
import type { Bucket } from 'aws-cdk-lib/aws-s3';
import type { Construct } from 'constructs';
import type { BucketPurpose } from '@recyclens/functions/data/table-schema';
import { createSingleTable } from './data/single-table.js';
import { createAccessLogsBucket, createProductBucket } from './data/product-buckets.js';

/**
 * No bucket has CORS: the browser only navigates to presigned links (a download link, the
 * guideline frame) and uploads through the API, and CORS governs neither (decision 022).
 */
export type DataStackProps = StackProps;

const capitalize = (word: string): string => word.charAt(0).toUpperCase() + word.slice(1);

/**
 * The stateful foundation: the single table and the product's buckets. Kept apart from the
 * stateless stacks so those can be torn down and redeployed freely without touching data.
 */
export class DataStack extends Stack {
  readonly table: TableV2;
  readonly buckets: Readonly<Record<BucketPurpose, Bucket>>;
  readonly accessLogsBucket: Bucket;

  constructor(scope: Construct, id: string, props: DataStackProps) {
    super(scope, id, props);

    this.table = createSingleTable(this, 'Table');
    new CfnOutput(this, 'TableName', { value: this.table.tableName });

    this.accessLogsBucket = createAccessLogsBucket(this, 'AccessLogsBucket');
    new CfnOutput(this, 'AccessLogsBucketName', { value: this.accessLogsBucket.bucketName });

    // A literal per purpose rather than a loop, so the type checker insists on every purpose.
    this.buckets = {
      uploads: this.productBucket('uploads'),
      guidelines: this.productBucket('guidelines'),
      reports: this.productBucket('reports'),
    };
  }

  private productBucket(purpose: BucketPurpose): Bucket {
    const name = capitalize(purpose);
    const bucket = createProductBucket(this, `${name}Bucket`, {
      purpose,
      accessLogsBucket: this.accessLogsBucket,
    });
    new CfnOutput(this, `${name}BucketName`, { value: bucket.bucketName });
    return bucket;
  }
}
