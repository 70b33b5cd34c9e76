import { userScopeOf, type RouteAnswer, type Routes } from '@recyclens/shared';
import { readUserCounts } from '../../data/repositories/user-counts';
import type { Caller } from '../../http/caller';

/**
 * GET /users/counts: users awaiting approval and users per company, from the tenant's counters
 * (decision 013) — one GetItem at 50 or 5,000 users. Each scope sums what its list shows: an
 * admin the whole tenant, a manager their own company without its admins.
 */
export const userCounts = async (caller: Caller): Promise<RouteAnswer<Routes['userCounts']>> => {
  const entries = await readUserCounts(caller.clientId);
  const ownCompanyOnly = userScopeOf(caller.role) !== 'tenant';
  const ownCompany = caller.companyIds[0];
  if (ownCompanyOnly && !ownCompany) return { pendingApproval: 0, companies: [] };
  const visible = entries.filter((entry) =>
    ownCompanyOnly ? entry.companyId === ownCompany && entry.role !== 'CLIENT_ADMIN' : true,
  );
  const byCompany = new Map<string, { users: number; pending: number }>();
  let pendingApproval = 0;
  for (const entry of visible) {
    const pending = entry.status === 'PENDING' ? entry.count : 0;
    if (entry.companyId === null) {
      pendingApproval += pending;
      continue;
    }
    if (ownCompanyOnly) pendingApproval += pending;
    const company = byCompany.get(entry.companyId) ?? { users: 0, pending: 0 };
    company.users += entry.count;
    company.pending += pending;
    byCompany.set(entry.companyId, company);
  }
  return {
    pendingApproval,
    // DynamoDB keeps no order among an item's attributes: sorted, the same counters read the same.
    companies: [...byCompany]
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([companyId, counts]) => ({ companyId, ...counts })),
  };
};
