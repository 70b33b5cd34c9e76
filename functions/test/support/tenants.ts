import { randomUUID } from 'node:crypto';
import { userKey } from '../../src/data/repositories/users';
import { getEmailMarker } from '../../src/data/repositories/users';
import { updateFields } from '../../src/data/table';
import { createLogger } from '../../src/logging/logger';
import { createTenantWithAdmin } from '../../src/services/tenants/provisioning';

export const ADMIN_PASSWORD = 'Admin-password-1';

/** A fresh tenant with a company and an admin who can sign in, unique to the calling test. */
export const createTestTenant = async (label: string, options: { blacklist?: string[] } = {}) => {
  const slug = `${label}-${randomUUID().slice(0, 6)}`;
  const url = `https://${slug}.example.com`;
  const adminEmail = `admin@${slug}.example.com`;
  const created = await createTenantWithAdmin(
    {
      url,
      name: `Tenant ${label}`,
      email: `contact@${slug}.example.com`,
      theme: { primaryColor: '#123456', secondaryColor: '#654321' },
      companyName: `${label} Company`,
      blacklist: options.blacklist ?? [],
      admin: { email: adminEmail, firstName: 'Ada', lastName: 'Admin', password: ADMIN_PASSWORD },
    },
    createLogger({ level: 'silent' }),
  );
  return { ...created, url, adminEmail, slug };
};

/**
 * Sets a user's status straight in the table, for tests of identity that need an approved user
 * before the admin API is involved; the admin API's own tests approve through PUT /user/{id}.
 */
export const setStatusDirectly = async (email: string, status: 'APPROVED' | 'REJECTED') => {
  const marker = await getEmailMarker(email);
  if (!marker) throw new Error(`No user ${email}`);
  await updateFields(userKey(marker.clientId, marker.userId), { status, companyIds: [] });
  return marker;
};

type Caller = <T>(
  method: string,
  path: string,
  options: { body: unknown; headers: Record<string, string> },
) => Promise<{ body: T }>;

/** Signs in as a test tenant's admin, through the real login. */
export const adminTokenOf = async (
  tenant: { adminEmail: string; url: string },
  call: Caller,
): Promise<string> =>
  (
    await call<{ token: string }>('POST', '/auth/login', {
      body: { email: tenant.adminEmail, password: ADMIN_PASSWORD },
      headers: { origin: tenant.url },
    })
  ).body.token;
