import { RemovalPolicy } from 'aws-cdk-lib';
import {
  AttributeType,
  Billing,
  ProjectionType,
  TableEncryptionV2,
  TableV2,
  type GlobalSecondaryIndexPropsV2,
} from 'aws-cdk-lib/aws-dynamodb';
import type { Construct } from 'constructs';
import { tableSchema } from '@recyclens/functions/data/table-schema';

const stringKey = (name: string) => ({ name, type: AttributeType.STRING });

// Derived from the shared schema so the deployed table and the local one cannot drift apart.
const globalSecondaryIndexes: GlobalSecondaryIndexPropsV2[] = tableSchema.globalSecondaryIndexes.map(
  (index) => ({
    indexName: index.indexName,
    partitionKey: stringKey(index.partitionKey),
    sortKey: stringKey(index.sortKey),
    // Overloaded indexes serve several entities, so a projection list would never be complete.
    projectionType: ProjectionType.ALL,
  }),
);

/** The single table holding every entity of every tenant. */
export const createSingleTable = (scope: Construct, id: string): TableV2 =>
  new TableV2(scope, id, {
    partitionKey: stringKey(tableSchema.partitionKey),
    sortKey: stringKey(tableSchema.sortKey),
    globalSecondaryIndexes,
    timeToLiveAttribute: tableSchema.ttlAttribute,
    // Traffic is spiky and small per tenant; provisioned capacity would mostly sit idle.
    billing: Billing.onDemand(),
    pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
    // All customer data lives here: neither a stack deletion nor a console slip may drop it.
    deletionProtection: true,
    removalPolicy: RemovalPolicy.RETAIN,
    // A key that shows up in CloudTrail, without the cost and key policy of a customer key.
    encryption: TableEncryptionV2.awsManagedKey(),
  });
