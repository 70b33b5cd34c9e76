import { describe, expect, it } from 'vitest';
import { can, roles, routes, type RouteDefinition, type RouteId, type Role } from '@recyclens/shared';
import { useApi } from './support/api';
import { routeSamples, pathWith, type SampleContext } from './support/route-samples';
import { companyMember } from './support/company-members';
import { projectWithPackage } from './support/sample-targets';
import { adminTokenOf, createTestTenant } from './support/tenants';

const call = useApi();
const protectedRoutes = (Object.entries(routes) as [RouteId, RouteDefinition][]).filter(
  ([, route]) => route.auth === 'session',
);

const tenantA = await createTestTenant('victim');
const tenantB = await createTestTenant('prober');
const victimUser = await companyMember(tenantA);
const victimTargets = await projectWithPackage(
  call,
  { token: victimUser.token },
  { project: 'Victim project', package: 'Victim pack' },
);
const signIn = (tenant: Awaited<ReturnType<typeof createTestTenant>>) => adminTokenOf(tenant, call);

it('has a sample call for every protected route of the table', () => {
  const missing = protectedRoutes.filter(([id]) => !routeSamples[id]).map(([id]) => id);
  expect(missing).toEqual([]);
});

describe('the permission table, walked over every protected route and role', () => {
  const cases = protectedRoutes.flatMap(([id, route]) => roles.map((role) => [id, role, route] as const));

  it.each(cases)('%s as %s', async (id, role: Role, route) => {
    const actor = await companyMember(tenantB, { role });
    const target = await companyMember(tenantB);
    const context: SampleContext = {
      selfId: actor.id,
      companyId: tenantB.companyId,
      targetUserId: target.id,
      packageId: 'no-such-package',
      projectId: 'no-such-project',
    };
    const sample = routeSamples[id]?.(context) ?? {};
    const answer = await call<{ code?: string }>(
      route.method,
      `${pathWith(route.path, sample.params)}${sample.query ? `?${sample.query}` : ''}`,
      { ...sample.options, token: actor.token },
    );
    const allowed = !route.permission || can(role, route.permission);
    if (allowed) {
      // Allowed callers get through the permission check: a success, or the route's own answer
      // to the sample (404 for ids that do not exist, 409 for the deliberately stale versions).
      expect(answer.body?.code, `${answer.status}`).not.toBe('FORBIDDEN');
      expect(answer.status < 500, `${answer.status}`).toBe(true);
    } else {
      expect(answer.status).toBe(403);
      expect(answer.body.code).toBe('FORBIDDEN');
    }
  });
});

describe('tenant isolation, generated from the route table', () => {
  const secrets = [
    tenantA.clientId,
    tenantA.adminId,
    tenantA.companyId,
    tenantA.slug,
    victimUser.id,
    victimTargets.projectId,
    victimTargets.packageId,
  ];
  const leaks = (text: string) => secrets.filter((secret) => text.includes(secret));

  it.each(protectedRoutes)("%s: a user of tenant B never reaches tenant A's data", async (id, route) => {
    const tokenB = await signIn(tenantB);
    const targetB = await companyMember(tenantB);
    // A's ids where the route takes ids; B's own otherwise, with A's tenant id slipped in.
    const aimedAtA: SampleContext = {
      selfId: tenantA.adminId,
      companyId: tenantA.companyId,
      targetUserId: victimUser.id,
      ...victimTargets,
    };
    const ownContext: SampleContext = {
      selfId: tenantB.adminId,
      companyId: tenantB.companyId,
      targetUserId: targetB.id,
      packageId: 'no-such-package',
      projectId: 'no-such-project',
    };
    const injected = {
      'x-client-id': tenantA.clientId,
      'x-tenant-id': tenantA.clientId,
      origin: tenantA.url,
    };
    // Tenant ids slipped into a body are unknown keys, refused before any service runs; so the
    // attempt aimed at A's ids sends the body as it is, to reach the services' own checks.
    const attempts = [
      { context: aimedAtA, companyHeader: tenantA.companyId, injectBody: false },
      { context: ownContext, companyHeader: undefined, injectBody: true },
    ];
    for (const { context, companyHeader, injectBody } of attempts) {
      const sample = routeSamples[id]?.(context) ?? {};
      const sent = sample.options?.body;
      const body =
        injectBody && typeof sent === 'object' && sent !== null
          ? { ...sent, clientId: tenantA.clientId, tenantId: tenantA.clientId }
          : sent;
      const query = [sample.query, `clientId=${tenantA.clientId}`].filter(Boolean).join('&');
      const answer = await call(route.method, `${pathWith(route.path, sample.params)}?${query}`, {
        ...sample.options,
        ...(body !== undefined ? { body } : {}),
        malformed: body !== sent,
        token: tokenB,
        headers: { ...injected },
        ...(companyHeader ? { companyId: companyHeader } : {}),
      });
      expect(answer.status < 500, `${id} answered ${answer.status}`).toBe(true);
      expect(leaks(answer.bytes.toString('latin1')), `${id} leaked`).toEqual([]);
      const aimsAtA =
        Object.values(sample.params ?? {}).some((value) => secrets.includes(value)) ||
        Boolean(companyHeader && route.companyScoped);
      if (aimsAtA) expect([403, 404]).toContain(answer.status);
    }
  });

  it("leaves tenant A's stored state as it was", async () => {
    const tokenA = await signIn(tenantA);
    const settings = await call<{ version: number; name: string; blacklist: unknown[] }>(
      'GET',
      '/tenant/settings',
      {
        token: tokenA,
      },
    );
    expect(settings.body).toMatchObject({ version: 1, name: 'Tenant victim', blacklist: [] });
    const victim = await call<{ version: number; firstName: string }>('GET', `/user/${victimUser.id}`, {
      token: tokenA,
    });
    expect(victim.body.version).toBe(1);
    const companies = await call<{ id: string }[]>('GET', '/companies', { token: tokenA });
    expect(companies.body.map((company) => company.id)).toEqual([tenantA.companyId]);
    const pack = await call<{ version: number; name: string }>(
      'GET',
      `/packages/${victimTargets.packageId}`,
      {
        token: victimUser.token,
      },
    );
    expect(pack.body).toMatchObject({ version: 1, name: 'Victim pack' });
    const projects = await call<{ items: { packageCount: number }[] }>('GET', '/projects', {
      token: victimUser.token,
    });
    expect(projects.body.items).toMatchObject([{ packageCount: 1 }]);
  });
});
