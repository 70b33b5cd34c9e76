import { ScanCommand } from '@aws-sdk/lib-dynamodb';

/**
 * Every item of the table the filter keeps, page by page, for the operator commands that rebuild
 * or reindex (scripts may scan, request paths may not). Call it after useLocalStackWhenUnconfigured:
 * the clients read their settings when first loaded.
 */
export async function* scanItems<T>(
  FilterExpression: string,
  ExpressionAttributeValues: Record<string, unknown>,
): AsyncGenerator<T> {
  const { documentClient } = await import('@recyclens/functions/data/aws/clients');
  let exclusiveStartKey: Record<string, unknown> | undefined;
  do {
    const page = await documentClient.send(
      new ScanCommand({
        TableName: process.env.TABLE_NAME,
        FilterExpression,
        ExpressionAttributeValues,
        ...(exclusiveStartKey ? { ExclusiveStartKey: exclusiveStartKey } : {}),
      }),
    );
    yield* (page.Items ?? []) as T[];
    exclusiveStartKey = page.LastEvaluatedKey;
  } while (exclusiveStartKey);
}

/** The companies not deleted: what the per-company rebuilds go through. */
export const scanCompanies = () =>
  scanItems<{ clientId: string; id: string; name: string }>(
    'entity = :company AND attribute_not_exists(deletedAt)',
    { ':company': 'Company' },
  );
