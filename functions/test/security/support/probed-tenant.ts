import type { RouteId } from '@recyclens/shared';
import type { useApi } from '../../support/api';
import { completeBody } from '../../support/components';
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
  // A complete packaging, so the assessments and proposals aimed at it can succeed: a valid
  // call the document promises an answer to must not fail for the sample's own state.
  const stored = await call<{ version: number }>('GET', `/packages/${made.packageId}`, {
    token: admin.token,
  });
  const completed = await call('PUT', `/packages/${made.packageId}`, {
    token: admin.token,
    body: {
      name: 'Probed pack',
      projectId: made.projectId,
      draft: false,
      components: [completeBody],
      version: stored.body.version,
    },
  });
  if (completed.status !== 200)
    throw new Error(`could not complete the sample packaging: ${completed.status}`);
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
