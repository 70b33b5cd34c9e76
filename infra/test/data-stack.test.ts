import { describe, expect, it } from 'vitest';
import { Match } from 'aws-cdk-lib/assertions';
import { bucketPurposes, tableSchema } from '@recyclens/functions/data/table-schema';
import { logicalIdOf, synthDataStack } from './support/synth.js';

const { stack, template } = synthDataStack();

const tableResource = (): Record<string, unknown> => {
  const tables = template.findResources('AWS::DynamoDB::GlobalTable');
  expect(Object.keys(tables)).toHaveLength(1);
  return Object.values(tables)[0] as Record<string, unknown>;
};

const bucketProperties = (logicalId: string): Record<string, unknown> => {
  const resource = template.toJSON().Resources[logicalId] as {
    Type: string;
    Properties: Record<string, unknown>;
  };
  expect(resource.Type).toBe('AWS::S3::Bucket');
  return resource.Properties;
};

const productBuckets = bucketPurposes.map((purpose) => ({
  name: purpose,
  id: logicalIdOf(stack.buckets[purpose]),
}));
const allBuckets = [...productBuckets, { name: 'access logs', id: logicalIdOf(stack.accessLogsBucket) }];

describe('DataStack table', () => {
  it('is the only table, keyed by string pk/sk from the shared schema', () => {
    template.resourceCountIs('AWS::DynamoDB::Table', 0);
    template.resourceCountIs('AWS::DynamoDB::GlobalTable', 1);
    template.hasResourceProperties('AWS::DynamoDB::GlobalTable', {
      KeySchema: [
        { AttributeName: 'pk', KeyType: 'HASH' },
        { AttributeName: 'sk', KeyType: 'RANGE' },
      ],
      AttributeDefinitions: Match.arrayWith([
        { AttributeName: 'pk', AttributeType: 'S' },
        { AttributeName: 'sk', AttributeType: 'S' },
      ]),
    });
  });

  it('declares exactly the GSIs of tableSchema, string-keyed with projection ALL', () => {
    const properties = (tableResource().Properties ?? {}) as {
      GlobalSecondaryIndexes: unknown[];
      AttributeDefinitions: unknown[];
    };
    expect(properties.GlobalSecondaryIndexes).toEqual(
      tableSchema.globalSecondaryIndexes.map((index) => ({
        IndexName: index.indexName,
        KeySchema: [
          { AttributeName: index.partitionKey, KeyType: 'HASH' },
          { AttributeName: index.sortKey, KeyType: 'RANGE' },
        ],
        Projection: { ProjectionType: 'ALL' },
      })),
    );
    for (const index of tableSchema.globalSecondaryIndexes) {
      expect(properties.AttributeDefinitions).toContainEqual({
        AttributeName: index.partitionKey,
        AttributeType: 'S',
      });
      expect(properties.AttributeDefinitions).toContainEqual({
        AttributeName: index.sortKey,
        AttributeType: 'S',
      });
    }
  });

  it('expires items by the schema TTL attribute and bills on demand', () => {
    template.hasResourceProperties('AWS::DynamoDB::GlobalTable', {
      TimeToLiveSpecification: { AttributeName: 'ttl', Enabled: true },
      BillingMode: 'PAY_PER_REQUEST',
    });
  });

  it('has point-in-time recovery and deletion protection on its replica', () => {
    template.hasResourceProperties('AWS::DynamoDB::GlobalTable', {
      Replicas: [
        Match.objectLike({
          PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true },
          DeletionProtectionEnabled: true,
        }),
      ],
    });
  });

  it('is encrypted with the AWS-managed KMS key', () => {
    template.hasResourceProperties('AWS::DynamoDB::GlobalTable', {
      SSESpecification: { SSEEnabled: true, SSEType: 'KMS' },
    });
  });

  it('is retained when the stack goes away or the table is replaced', () => {
    expect(tableResource()).toMatchObject({
      DeletionPolicy: 'Retain',
      UpdateReplacePolicy: 'Retain',
    });
  });
});

describe('DataStack buckets', () => {
  it('has one bucket per purpose plus the access-logs bucket', () => {
    template.resourceCountIs('AWS::S3::Bucket', bucketPurposes.length + 1);
    expect(Object.keys(stack.buckets).sort()).toEqual([...bucketPurposes].sort());
  });

  it.each(allBuckets)('$name bucket blocks all public access', ({ id }) => {
    expect(bucketProperties(id)['PublicAccessBlockConfiguration']).toEqual({
      BlockPublicAcls: true,
      BlockPublicPolicy: true,
      IgnorePublicAcls: true,
      RestrictPublicBuckets: true,
    });
  });

  it.each(allBuckets)('$name bucket is encrypted with S3-managed keys', ({ id }) => {
    expect(bucketProperties(id)['BucketEncryption']).toEqual({
      ServerSideEncryptionConfiguration: [{ ServerSideEncryptionByDefault: { SSEAlgorithm: 'AES256' } }],
    });
  });

  it.each(allBuckets)('$name bucket denies requests without TLS', ({ id }) => {
    template.hasResourceProperties('AWS::S3::BucketPolicy', {
      Bucket: { Ref: id },
      PolicyDocument: {
        Statement: Match.arrayWith([
          Match.objectLike({
            Effect: 'Deny',
            Action: 's3:*',
            Principal: { AWS: '*' },
            Condition: { Bool: { 'aws:SecureTransport': 'false' } },
          }),
        ]),
      },
    });
  });

  it.each(allBuckets)('$name bucket is retained on stack deletion', ({ id }) => {
    expect(template.toJSON().Resources[id]).toMatchObject({
      DeletionPolicy: 'Retain',
      UpdateReplacePolicy: 'Retain',
    });
  });

  it.each(productBuckets)(
    '$name bucket writes server access logs to the access-logs bucket',
    ({ name, id }) => {
      expect(bucketProperties(id)['LoggingConfiguration']).toEqual({
        DestinationBucketName: { Ref: logicalIdOf(stack.accessLogsBucket) },
        LogFilePrefix: `${name}/`,
      });
    },
  );

  it('lets S3 log delivery write through a bucket policy rather than an ACL', () => {
    const logsId = logicalIdOf(stack.accessLogsBucket);
    expect(bucketProperties(logsId)['AccessControl']).toBeUndefined();
    template.hasResourceProperties('AWS::S3::BucketPolicy', {
      Bucket: { Ref: logsId },
      PolicyDocument: {
        Statement: Match.arrayWith([
          Match.objectLike({
            Effect: 'Allow',
            Principal: { Service: 'logging.s3.amazonaws.com' },
            Action: 's3:PutObject',
          }),
        ]),
      },
    });
  });

  it('versions uploads only', () => {
    expect(bucketProperties(logicalIdOf(stack.buckets.uploads))['VersioningConfiguration']).toEqual({
      Status: 'Enabled',
    });
    expect(
      bucketProperties(logicalIdOf(stack.buckets.guidelines))['VersioningConfiguration'],
    ).toBeUndefined();
    expect(bucketProperties(logicalIdOf(stack.buckets.reports))['VersioningConfiguration']).toBeUndefined();
  });

  it('expires report exports after 7 days, and nothing else in the product buckets', () => {
    const expiring = (id: string): unknown[] => {
      const lifecycle = bucketProperties(id)['LifecycleConfiguration'] as {
        Rules: { ExpirationInDays?: number }[];
      };
      return lifecycle.Rules.filter((rule) => rule.ExpirationInDays !== undefined);
    };
    expect(expiring(logicalIdOf(stack.buckets.reports))).toEqual([
      { Id: 'expire-report-exports', ExpirationInDays: 7, Status: 'Enabled' },
    ]);
    expect(expiring(logicalIdOf(stack.buckets.uploads))).toEqual([]);
    expect(expiring(logicalIdOf(stack.buckets.guidelines))).toEqual([]);
  });

  // Tenants are added without a deploy (decision 022), so no bucket may list their origins; the
  // browser only navigates to presigned links, which CORS does not govern.
  it.each(bucketPurposes)(
    'gives the %s bucket no CORS rules, so no tenant list lives in the template',
    (purpose) => {
      expect(bucketProperties(logicalIdOf(stack.buckets[purpose]))['CorsConfiguration']).toBeUndefined();
    },
  );
});

describe('DataStack outputs', () => {
  it('exports the table name and every bucket name', () => {
    const outputs = template.findOutputs('*');
    expect(outputs['TableName']?.['Value']).toEqual({ Ref: logicalIdOf(stack.table) });
    for (const { name, id } of productBuckets) {
      const key = `${name.charAt(0).toUpperCase()}${name.slice(1)}BucketName`;
      expect(outputs[key]?.['Value']).toEqual({ Ref: id });
    }
  });
});
