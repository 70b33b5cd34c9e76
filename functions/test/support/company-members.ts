import { randomUUID } from 'node:crypto';
import { createCompany } from '../../src/data/repositories/companies';
import { createMember } from './sessions';
import { createTestTenant } from './tenants';

/**
 * A member of the tenant's first company, a default user unless the test says otherwise: whom most
 * API tests act as.
 */
export const companyMember = (
  tenant: { clientId: string; companyId: string },
  input: Partial<Parameters<typeof createMember>[1]> = {},
) => createMember(tenant.clientId, { role: 'DEFAULT_USER', companyIds: [tenant.companyId], ...input });

/**
 * A member of another company of the same tenant: whom a test shows that a company's data stays
 * out of its neighbours' reach.
 */
export const otherCompanyMember = async (tenant: { clientId: string }) => {
  const company = await createCompany(tenant.clientId, `Other ${randomUUID().slice(0, 4)}`);
  return createMember(tenant.clientId, { role: 'DEFAULT_USER', companyIds: [company.id] });
};

/**
 * A new tenant with a member, and a member of another new tenant: whom a test shows that one
 * tenant's data stays out of the other's reach.
 */
export const memberAndOutsider = async (label: string) => {
  const tenant = await createTestTenant(label);
  const member = await companyMember(tenant);
  const outsider = await companyMember(await createTestTenant(`${label}-elsewhere`));
  return { tenant, member, outsider };
};
