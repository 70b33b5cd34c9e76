import { describe, expect, it } from 'vitest';
import { createCompany } from '../src/data/repositories/companies';
import { newNotificationItem } from '../src/data/repositories/notifications';
import { putItem } from '../src/data/table';
import { useApi } from './support/api';
import { createMember } from './support/sessions';
import { companyMember } from './support/company-members';
import { adminTokenOf, createTestTenant } from './support/tenants';

/**
 * Issue 36 §4: the dashboard's New customers (the NEW_USER notifications) are for those who may
 * approve, each within their scope — an admin the tenant, a manager their company — and a removed
 * user never appears, not even as a pseudonym. The API decides, not only the web app.
 */
const call = useApi();
const tenant = await createTestTenant('new-customers');
const other = await createCompany(tenant.clientId, 'Other Company');
const adminToken = await adminTokenOf(tenant, call);
const manager = await companyMember(tenant, { role: 'MANAGER_USER' });
const colleague = await companyMember(tenant);
const signedUp = async (label: string, companyIds: string[]) => {
  const user = await createMember(tenant.clientId, {
    role: 'DEFAULT_USER',
    companyIds,
    status: 'PENDING',
    label,
  });
  await putItem(
    newNotificationItem({
      clientId: tenant.clientId,
      type: 'NEW_USER',
      meta: { userId: user.id, firstName: label, lastName: 'Newcomer', company: null },
    }),
  );
  return user;
};
const ownCompanys = await signedUp('Own', [tenant.companyId]);
const othersCompanys = await signedUp('Foreign', [other.id]);
const removed = await signedUp('Removed', [tenant.companyId]);
expect((await call('DELETE', `/user/${removed.id}`, { token: adminToken })).status).toBe(200);

type Page = { items: { type: string; meta: { userId?: string } }[] };
const newCustomers = async (token: string, query = '?types=NEW_USER&limit=50') => {
  const answer = await call<Page>('GET', `/notifications${query}`, { token });
  expect(answer.status).toBe(200);
  return answer.body.items.filter((item) => item.type === 'NEW_USER').map((item) => item.meta.userId);
};

describe('New customers', () => {
  it('shows a regular user nobody who signed up', async () => {
    expect(await newCustomers(colleague.token)).toEqual([]);
    expect(await newCustomers(colleague.token, '?limit=50')).toEqual([]);
  });

  it('shows a manager the sign-ups of their own company only', async () => {
    expect(await newCustomers(manager.token)).toEqual([ownCompanys.id]);
  });

  it('shows an admin every sign-up of the tenant, but never a removed user', async () => {
    const seen = await newCustomers(adminToken);
    expect(seen).toEqual(expect.arrayContaining([ownCompanys.id, othersCompanys.id]));
    expect(seen).not.toContain(removed.id);
  });
});
