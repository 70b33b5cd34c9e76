import { ScanCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { useLocalStackWhenUnconfigured } from './local-stack/cli-env';

/**
 * `npm run search:reindex`: rewrites every packaging and project with the keys of the current
 * release (docs/decisions/012): folded search text, natural and accent-blind name order, and each
 * packaging's search postings, in one transaction with it. Run it
 * once after deploying the release that introduced them; until then older items sort as before
 * and are found by their lower-cased name and project name. Each write is conditional on the
 * item's version, so an edit made meanwhile is never overwritten (its own write already has the
 * new keys); a Scan finds the items (scripts may scan, request paths may not).
 */
useLocalStackWhenUnconfigured();
const { documentClient } = await import('@recyclens/functions/data/aws/clients');
const { packageItem } = await import('@recyclens/functions/data/repositories/packages');
const { projectItem } = await import('@recyclens/functions/data/repositories/projects');
const { postingItems } = await import('@recyclens/functions/data/repositories/search-postings');
type PackageItem = Parameters<typeof packageItem>[0];
type ProjectItem = Parameters<typeof projectItem>[0];
const TableName = process.env.TABLE_NAME;

const rewrite = async (
  item: Record<string, unknown> & { version: number },
  postings: Record<string, unknown>[],
) => {
  try {
    await documentClient.send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Put: {
              TableName,
              Item: item,
              ConditionExpression: '#version = :version',
              ExpressionAttributeNames: { '#version': 'version' },
              ExpressionAttributeValues: { ':version': item.version },
            },
          },
          ...postings.map((Item) => ({ Put: { TableName, Item } })),
        ],
      }),
    );
    return 'rewritten';
  } catch (error) {
    if (error instanceof Error && error.name === 'TransactionCanceledException') return 'edited meanwhile';
    throw error;
  }
};

const counts = { rewritten: 0, 'edited meanwhile': 0 };
let exclusiveStartKey: Record<string, unknown> | undefined;
do {
  const page = await documentClient.send(
    new ScanCommand({
      TableName,
      FilterExpression: '(entity = :package OR entity = :project) AND attribute_not_exists(deletedAt)',
      ExpressionAttributeValues: { ':package': 'Package', ':project': 'Project' },
      ...(exclusiveStartKey ? { ExclusiveStartKey: exclusiveStartKey } : {}),
    }),
  );
  for (const item of page.Items ?? []) {
    if (item.entity === 'Package') {
      const next = packageItem(item as unknown as PackageItem);
      counts[await rewrite(next, postingItems(next))] += 1;
    } else counts[await rewrite(projectItem(item as unknown as ProjectItem), [])] += 1;
  }
  exclusiveStartKey = page.LastEvaluatedKey;
} while (exclusiveStartKey);
console.log(
  `Reindexed ${counts.rewritten} packaging and projects; ${counts['edited meanwhile']} were edited meanwhile and already carry the new keys.`,
);
