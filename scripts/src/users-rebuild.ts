import { ScanCommand } from '@aws-sdk/lib-dynamodb';
import { useLocalStackWhenUnconfigured } from './local-stack/cli-env';

/**
 * `npm run users:rebuild`: gives every user the user list's sort keys and search text and derives
 * every tenant's user counters (docs/decisions/013). Run it once after deploying the release that
 * introduced them (until then older users are missing from the list's name, e-mail and status
 * orders and from its search), after one that changes the search text (umlauts in their German
 * spelling, issue 36), and whenever a check of the counters is wanted; a Scan finds the
 * tenants (scripts may scan, request paths may not).
 */
useLocalStackWhenUnconfigured();
const { documentClient } = await import('@recyclens/functions/data/aws/clients');
const { rebuildUsers } = await import('@recyclens/functions/services/users/users-rebuild');
const TableName = process.env.TABLE_NAME;

let exclusiveStartKey: Record<string, unknown> | undefined;
let tenants = 0;
let users = 0;
let editedMeanwhile = 0;
do {
  const page = await documentClient.send(
    new ScanCommand({
      TableName,
      FilterExpression: 'entity = :client',
      ExpressionAttributeValues: { ':client': 'Client' },
      ...(exclusiveStartKey ? { ExclusiveStartKey: exclusiveStartKey } : {}),
    }),
  );
  for (const client of (page.Items ?? []) as { id: string; name: string }[]) {
    const rebuilt = await rebuildUsers(client.id);
    tenants += 1;
    users += rebuilt.users;
    editedMeanwhile += rebuilt.editedMeanwhile;
    console.log(`${client.name}: ${rebuilt.users} users`);
  }
  exclusiveStartKey = page.LastEvaluatedKey;
} while (exclusiveStartKey);
console.log(
  `Rebuilt the user list keys and counters of ${tenants} tenants (${users} users; ${editedMeanwhile} edited meanwhile, run again to count them as they are now).`,
);
