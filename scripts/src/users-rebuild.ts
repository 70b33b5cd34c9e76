import { useLocalStackWhenUnconfigured } from './local-stack/cli-env';
import { scanItems } from './scan-items';

/**
 * `npm run users:rebuild`: gives every user the user list's sort keys and search text and derives
 * every tenant's user counters (docs/decisions/013). Run it once after deploying the release that
 * introduced them (until then older users are missing from the list's name, e-mail and status
 * orders and from its search), after one that changes the search text (umlauts in their German
 * spelling, issue 36), and whenever a check of the counters is wanted; a Scan finds the
 * tenants (scripts may scan, request paths may not).
 */
useLocalStackWhenUnconfigured();
const { rebuildUsers } = await import('@recyclens/functions/services/users/users-rebuild');

let tenants = 0;
let users = 0;
let editedMeanwhile = 0;
for await (const client of scanItems<{ id: string; name: string }>('entity = :client', {
  ':client': 'Client',
})) {
  const rebuilt = await rebuildUsers(client.id);
  tenants += 1;
  users += rebuilt.users;
  editedMeanwhile += rebuilt.editedMeanwhile;
  console.log(`${client.name}: ${rebuilt.users} users`);
}
console.log(
  `Rebuilt the user list keys and counters of ${tenants} tenants (${users} users; ${editedMeanwhile} edited meanwhile, run again to count them as they are now).`,
);
