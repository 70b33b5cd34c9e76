import { describe, expect, it } from 'vitest';
import {
  can,
  roles,
  routes,
  userScopeOf,
  type Role,
  type RouteDefinition,
  type RouteId,
} from '@recyclens/shared';
import { useApi } from './support/api';
import { pathWith, routeSamples, type SampleContext } from './support/route-samples';
import { createMember } from './support/sessions';
import { companyMember } from './support/company-members';
import { projectWithPackage } from './support/sample-targets';
import { createTestTenant } from './support/tenants';

/**
 * Decision 010: nothing the web app offers a role may answer 403. The web app offers a route to a
 * role exactly when the shared permission table lets it (it reads the same table to show
 * controls), so every such route is called as the role would, in each company the app lets it
 * work in: its own, and for an admin also a company of the tenant it created and is not a member
 * of (the company switch offers an admin every company).
 */
const call = useApi();
const tenant = await createTestTenant('journeys');

const offeredTo = (role: Role) =>
  (Object.entries(routes) as [RouteId, RouteDefinition][])
    .filter(([, route]) => route.auth === 'session' && (!route.permission || can(role, route.permission)))
    // Signing out ends the session the other calls use: it goes last.
    .sort(([a], [b]) => Number(a === 'logout') - Number(b === 'logout'));

interface Workplace {
  label: string;
  role: Role;
  /** Makes the actor and what the samples refer to, in the company the actor works in. */
  prepare: () => Promise<{ token: string; context: SampleContext }>;
}

const inCompany = async (token: string, actorId: string, companyId: string): Promise<SampleContext> => {
  const target = await createMember(tenant.clientId, { role: 'DEFAULT_USER', companyIds: [companyId] });
  const made = await projectWithPackage(
    call,
    { token, companyId },
    { project: 'Journey', package: 'Journey pack' },
  );
  return { selfId: actorId, companyId, targetUserId: target.id, ...made };
};

const workplaces: Workplace[] = [
  ...roles.map((role): Workplace => ({
    label: 'its own company',
    role,
    prepare: async () => {
      const actor = await companyMember(tenant, { role });
      return { token: actor.token, context: await inCompany(actor.token, actor.id, tenant.companyId) };
    },
  })),
  ...roles
    .filter((role) => userScopeOf(role) === 'tenant')
    .map((role): Workplace => ({
      label: 'a company it created and is not a member of',
      role,
      prepare: async () => {
        const actor = await companyMember(tenant, { role });
        const created = await call<{ id: string }>('POST', '/company/create', {
          token: actor.token,
          body: { companyName: `Created by ${actor.id.slice(0, 8)}` },
        });
        expect(created.status).toBe(200);
        return { token: actor.token, context: await inCompany(actor.token, actor.id, created.body.id) };
      },
    })),
];

describe.each(workplaces)('$role in $label', ({ role, prepare }) => {
  const journey = prepare();

  it.each(offeredTo(role))('%s answers no 403', async (id, route) => {
    const { token, context } = await journey;
    const sample = routeSamples[id]?.(context) ?? {};
    const answer = await call<{ code?: string }>(
      route.method,
      `${pathWith(route.path, sample.params)}${sample.query ? `?${sample.query}` : ''}`,
      { ...sample.options, token, companyId: context.companyId },
    );
    expect(answer.status, `${answer.status} ${answer.body?.code ?? ''}`).not.toBe(403);
    expect(answer.status, `${answer.status} ${answer.body?.code ?? ''}`).toBeLessThan(500);
  });
});

it('switches a member out of a company they lost with its own 403, not a signed-out session', async () => {
  const member = await companyMember(tenant, { role: 'MANAGER_USER' });
  const other = await createTestTenant('journeys-other');
  const answer = await call<{ code: string }>('GET', '/packages', {
    token: member.token,
    companyId: other.companyId,
  });
  expect([answer.status, answer.body.code]).toEqual([403, 'COMPANY_NOT_ACCESSIBLE']);
  expect((await call('GET', '/me', { token: member.token })).status).toBe(200);
});
