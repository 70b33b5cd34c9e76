import { describe, expect, it } from 'vitest';
import { useApi } from './support/api';
import { createMember } from './support/sessions';
import { adminTokenOf, createTestTenant } from './support/tenants';

/**
 * Issue 36 §4: a sign-up is disapproved from the user list in one step. Approval needs a company;
 * a disapproval does not, as the newcomer may have named none that exists.
 */
const call = useApi();
const tenant = await createTestTenant('user-approval');
const adminToken = await adminTokenOf(tenant, call);

type UserAnswer = { status: string; companies: unknown[]; fieldCodes?: Record<string, string> };
const edit = (userId: string, body: Record<string, unknown>) =>
  call<UserAnswer>('PUT', `/user/${userId}`, { token: adminToken, body });

describe('approval', () => {
  it('disapproves a sign-up without a company, and approves only with one', async () => {
    const pending = await createMember(tenant.clientId, {
      role: 'DEFAULT_USER',
      companyIds: [],
      status: 'PENDING',
    });
    const approveWithout = await edit(pending.id, {
      role: 'DEFAULT_USER',
      status: 'APPROVED',
      companyIds: [],
    });
    expect(approveWithout.status).toBe(400);
    expect(approveWithout.body.fieldCodes).toEqual({ companyIds: 'USER_COMPANY_REQUIRED' });
    const disapproved = await edit(pending.id, { role: 'DEFAULT_USER', status: 'REJECTED', companyIds: [] });
    expect(disapproved.status).toBe(200);
    expect(disapproved.body).toMatchObject({ status: 'REJECTED', companies: [] });
  });
});
