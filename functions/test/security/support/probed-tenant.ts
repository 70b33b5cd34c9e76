import type { RouteId } from '@recyclens/shared';
import type { useApi } from '../../support/api';
import { routeSamples, type SampleCall, type SampleContext } from '../../support/route-samples';
import { projectWithPackage } from '../../support/sample-targets';
import { createMember } from '../../support/sessions';
import { createTestTenant } from '../../support/tenants';
import { publicSamples } from './public-samples';

/**
 * A tenant with an admin, a second user, a project and a packaging, and a valid call for every
 * route of the table aimed at them: where each hostile call of the abuse suite starts from.
 */
export const createProbedTenant = async (call: ReturnType<typeof useApi>) => {
  const tenant = await createTestTenant('abuse');
  const admin = await createMember(tenant.clientId, { role: 'CLIENT_ADMIN', companyIds: [tenant.companyId] });
  const target = await createMember(tenant.clientId, {
    role: 'DEFAULT_USER',
    companyIds: [tenant.companyId],
  });
  const made = await projectWithPackage(
    call,
    { token: admin.token },
    { project: 'Probed', package: 'Probed pack' },
  );
  const context: SampleContext = {
    selfId: admin.id,
    companyId: tenant.companyId,
    targetUserId: target.id,
    ...made,
  };
  const publics = publicSamples(tenant);
  const sampleOf = (id: RouteId): SampleCall | undefined => publics[id]?.() ?? routeSamples[id]?.(context);
  return { tenant, admin, context, sampleOf };
};
