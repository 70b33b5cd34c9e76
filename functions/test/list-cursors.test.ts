import { describe, expect, it } from 'vitest';
import { routes, type RouteDefinition, type RouteId } from '@recyclens/shared';
import { useApi } from './support/api';
import { pathWith, routeSamples } from './support/route-samples';
import { adminTokenOf, createTestTenant } from './support/tenants';

/** Every list route of the table: the GET routes that take a page cursor. */
const listRoutes = (Object.entries(routes) as [RouteId, RouteDefinition][]).filter(
  ([, route]) => route.method === 'GET' && route.query?.shape && 'cursor' in route.query.shape,
);

const call = useApi();
const tenant = await createTestTenant('cursors');
const token = await adminTokenOf(tenant, call);
// A list under a packaging (its results) answers 404 for one that does not exist, before its cursor.
const pack = await call<{ id: string }>('POST', '/packages', { token, body: { name: 'Listed pack' } });

describe('a forged page cursor', () => {
  const forged = {
    'an empty object': Buffer.from('{}').toString('base64url'),
    'positions that are all read to the end': Buffer.from('{"tenant":null,"company":null}').toString(
      'base64url',
    ),
    'an array': Buffer.from('[]').toString('base64url'),
    'no JSON': 'bm90IGpzb24',
  };

  it('finds the list routes', () => {
    expect(listRoutes.map(([id]) => id)).toContain('notifications');
  });

  it.each(
    listRoutes.flatMap(([id, route]) =>
      Object.entries(forged).map(([what, cursor]) => [id, what, cursor, route] as const),
    ),
  )('%s refuses %s as a cursor with 400 INVALID_CURSOR', async (id, _what, cursor, route) => {
    const sample = routeSamples[id]?.({
      selfId: 'self',
      companyId: tenant.companyId,
      targetUserId: 'someone',
      packageId: pack.body.id,
      projectId: 'no-such-project',
    });
    const answer = await call<{ code?: string }>(
      'GET',
      `${pathWith(route.path, sample?.params)}?cursor=${cursor}`,
      { token },
    );
    expect(answer.status).toBe(400);
    expect(answer.body.code).toBe('INVALID_CURSOR');
  });
});
