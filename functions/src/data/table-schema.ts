/**
 * The one description of the single table's shape. The local stack creates its tables from it and
 * the CDK data stack declares the real table from it, so the two cannot drift apart.
 */
export const tableSchema = {
  partitionKey: 'pk',
  sortKey: 'sk',
  /** Epoch seconds; DynamoDB deletes the item some time after this moment (sessions, tokens). */
  ttlAttribute: 'ttl',
  /** Generic, overloaded indexes; which entity uses which is in access-patterns.ts. */
  globalSecondaryIndexes: [
    { indexName: 'gsi1', partitionKey: 'gsi1pk', sortKey: 'gsi1sk' },
    { indexName: 'gsi2', partitionKey: 'gsi2pk', sortKey: 'gsi2sk' },
    { indexName: 'gsi3', partitionKey: 'gsi3pk', sortKey: 'gsi3sk' },
    { indexName: 'gsi4', partitionKey: 'gsi4pk', sortKey: 'gsi4sk' },
    { indexName: 'gsi5', partitionKey: 'gsi5pk', sortKey: 'gsi5sk' },
    { indexName: 'gsi6', partitionKey: 'gsi6pk', sortKey: 'gsi6sk' },
    { indexName: 'gsi7', partitionKey: 'gsi7pk', sortKey: 'gsi7sk' },
  ],
} as const;

export type IndexName = (typeof tableSchema.globalSecondaryIndexes)[number]['indexName'];

/** The buckets the product uses, by purpose. Names are decided per environment. */
export const bucketPurposes = ['uploads', 'guidelines', 'reports'] as const;
export type BucketPurpose = (typeof bucketPurposes)[number];
