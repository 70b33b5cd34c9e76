import { ScanCommand } from '@aws-sdk/lib-dynamodb';
import { useLocalStackWhenUnconfigured } from './local-stack/cli-env';

/**
 * `npm run epr:rebuild`: prices every company's packaging again by the schedule editions of the
 * release (decision 053) and moves the dashboard's EPR sums by the difference. Run it after
 * deploying a release that adds or corrects an edition; until then the dashboard marks the sums
 * of a replaced edition as such. A Scan finds the companies (scripts may scan, request paths may not).
 */
useLocalStackWhenUnconfigured();
const { documentClient } = await import('@recyclens/functions/data/aws/clients');
const { rebuildEprTotals } = await import('@recyclens/functions/services/epr/epr-rebuild');
const TableName = process.env.TABLE_NAME;

let exclusiveStartKey: Record<string, unknown> | undefined;
let companies = 0;
let repriced = 0;
do {
  const page = await documentClient.send(
    new ScanCommand({
      TableName,
      FilterExpression: 'entity = :company AND attribute_not_exists(deletedAt)',
      ExpressionAttributeValues: { ':company': 'Company' },
      ...(exclusiveStartKey ? { ExclusiveStartKey: exclusiveStartKey } : {}),
    }),
  );
  for (const company of (page.Items ?? []) as { clientId: string; id: string; name: string }[]) {
    const rebuilt = await rebuildEprTotals({ clientId: company.clientId, companyId: company.id });
    companies += 1;
    repriced += rebuilt.repriced;
    console.log(`${company.name}: ${rebuilt.repriced} of ${rebuilt.packaging} packaging priced again`);
  }
  exclusiveStartKey = page.LastEvaluatedKey;
} while (exclusiveStartKey);
console.log(`Priced the EPR totals of ${companies} companies again (${repriced} packaging changed).`);
