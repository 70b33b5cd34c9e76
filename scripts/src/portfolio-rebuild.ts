import { ScanCommand } from '@aws-sdk/lib-dynamodb';
import { useLocalStackWhenUnconfigured } from './local-stack/cli-env';

/**
 * `npm run portfolio:rebuild`: derives every company's portfolio counters (decision 011) from its
 * packaging and their results. Run it once after deploying the release that introduced them, and
 * whenever a check is wanted; a Scan finds the companies (scripts may scan, request paths may not).
 */
useLocalStackWhenUnconfigured();
const { documentClient } = await import('@recyclens/functions/data/aws/clients');
const { rebuildPortfolio } = await import('@recyclens/functions/services/assessments/portfolio-rebuild');
const TableName = process.env.TABLE_NAME;

let exclusiveStartKey: Record<string, unknown> | undefined;
let companies = 0;
let packages = 0;
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
    const rebuilt = await rebuildPortfolio(company.clientId, company.id);
    companies += 1;
    packages += rebuilt.packages;
    console.log(`${company.name}: ${rebuilt.packages} packaging counted`);
  }
  exclusiveStartKey = page.LastEvaluatedKey;
} while (exclusiveStartKey);
console.log(`Rebuilt the portfolio counters of ${companies} companies (${packages} packaging).`);
