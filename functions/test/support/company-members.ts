import { createMember } from './sessions';

/**
 * A member of the tenant's first company, a default user unless the test says otherwise: whom most
 * API tests act as.
 */
export const companyMember = (
  tenant: { clientId: string; companyId: string },
  input: Partial<Parameters<typeof createMember>[1]> = {},
) => createMember(tenant.clientId, { role: 'DEFAULT_USER', companyIds: [tenant.companyId], ...input });
