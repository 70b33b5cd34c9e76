import type { CounterChanges } from '../../data/repositories/portfolio';
import { replaceUserCounts, userCountChanges } from '../../data/repositories/user-counts';
import { allTenantUsers, userIndexKeys, userIndexRewrite } from '../../data/repositories/users';
import { transactWrite } from '../../data/transactions';
import { hasErrorCode } from '../../errors/app-error';

/**
 * For users written before the list's orders, search text and counters (decision 013), or to
 * check the counters: every user of the tenant gets the index keys and search text of this
 * release (users already carrying them are left alone), and the tenant's counters are written as absolute values. A rewrite is conditioned on
 * the user's version, so an edit made meanwhile is never overwritten (its own write carries the
 * new keys); a change made during the run may be counted from the old state, and running it again
 * corrects that (`npm run users:rebuild`, a migration step).
 */
export const rebuildUsers = async (clientId: string) => {
  const users = await allTenantUsers(clientId);
  const counters: CounterChanges = new Map();
  let rewritten = 0;
  let editedMeanwhile = 0;
  for (const user of users) {
    for (const [name, delta] of userCountChanges(undefined, user)) {
      counters.set(name, (counters.get(name) ?? 0) + delta);
    }
    const keys = userIndexKeys(user);
    if (Object.entries(keys).every(([name, value]) => user[name] === value)) continue;
    try {
      await transactWrite([userIndexRewrite(user)]);
      rewritten += 1;
    } catch (error) {
      if (!hasErrorCode(error, 'VERSION_CONFLICT')) throw error;
      editedMeanwhile += 1;
    }
  }
  await replaceUserCounts(clientId, counters);
  return { users: users.length, rewritten, editedMeanwhile };
};
