import { describe, expect, it } from 'vitest';
import { routes, type RouteDefinition, type RouteId } from '@recyclens/shared';
import { tenantKeys } from '../src/data/keys';
import { createCompany } from '../src/data/repositories/companies';
import { packageSortIndexes } from '../src/data/repositories/packages';
import { queryPage } from '../src/data/table';
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

// Its own company, so the paging below sees exactly these packaging.
const company = await createCompany(tenant.clientId, `Sealed ${Date.now()}`);
const other = await createCompany(tenant.clientId, `Other ${Date.now()}`);
const names = Array.from({ length: 7 }, (_, i) => `Sealed pack ${i}`);
for (const name of names) await call('POST', '/packages', { token, companyId: company.id, body: { name } });
await call('POST', '/packages', { token, companyId: other.id, body: { name: 'Other pack' } });

type Page = { items: { name: string }[]; nextCursor: string | null };
const packagesPage = (query: string, companyId = company.id, as = token) =>
  call<Page>('GET', `/packages?sortBy=name&${query}`, { token: as, companyId });
const first = await packagesPage('limit=3');
const cursor = first.body.nextCursor ?? '';

describe('a sealed page cursor', () => {
  const expectRefused = async (answer: { status: number; body: unknown }) => {
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ code: 'INVALID_CURSOR', fields: { cursor: expect.any(String) } });
  };

  it('pages through a whole list, every item exactly once', async () => {
    const seen: string[] = [];
    let next: string | null = null;
    do {
      const page: { body: Page } = await packagesPage(`limit=3${next ? `&cursor=${next}` : ''}`);
      seen.push(...page.body.items.map((item) => item.name));
      next = page.body.nextCursor;
    } while (next);
    expect(seen).toEqual(names);
  });

  it('is URL-safe, short, and shows neither the tenant nor the company', async () => {
    const byUpdate = await call<Page>('GET', '/packages?limit=3', { token, companyId: company.id });
    for (const sealed of [cursor, byUpdate.body.nextCursor ?? '']) {
      expect(sealed).toMatch(/^[A-Za-z0-9_-]+$/);
      expect(sealed.length).toBeLessThan(400);
    }
    const decoded = Buffer.from(cursor, 'base64url').toString('latin1');
    expect(decoded).not.toContain(tenant.clientId);
    expect(decoded).not.toContain(company.id);
    expect(decoded).not.toContain('PACKAGE');
  });

  it('is refused on another list', async () => {
    await expectRefused(await call('GET', `/projects?cursor=${cursor}`, { token, companyId: company.id }));
    await expectRefused(
      await call('GET', `/notifications?cursor=${cursor}`, { token, companyId: company.id }),
    );
    await expectRefused(
      await call('GET', `/package-favorites?cursor=${cursor}`, { token, companyId: company.id }),
    );
  });

  it('is refused in another company, for an admin working in both', async () => {
    await expectRefused(await packagesPage(`limit=3&cursor=${cursor}`, other.id));
  });

  it('is refused in another tenant', async () => {
    const stranger = await createTestTenant('cursors-b');
    const strangerToken = await adminTokenOf(stranger, call);
    await expectRefused(await packagesPage(`limit=3&cursor=${cursor}`, stranger.companyId, strangerToken));
  });

  it('is refused with any character changed, or cut short', async () => {
    const flip = (at: number) =>
      `${cursor.slice(0, at)}${cursor[at] === 'A' ? 'B' : 'A'}${cursor.slice(at + 1)}`;
    const edited = [
      ...Array.from({ length: Math.ceil(cursor.length / 16) }, (_, i) => flip(i * 16)),
      flip(cursor.length - 1),
      cursor.slice(0, -1),
      cursor.slice(0, cursor.length / 2),
      `${cursor}A`,
    ];
    for (const forged of edited) await expectRefused(await packagesPage(`limit=3&cursor=${forged}`));
  });

  it('refuses the old format: the plain key, base64url-encoded', async () => {
    const plain = await queryPage({
      index: packageSortIndexes.company.name,
      partition: tenantKeys.packagesPartition(tenant.clientId, company.id),
      limit: 3,
    });
    expect(plain.nextCursor).not.toBeNull();
    await expectRefused(await packagesPage(`limit=3&cursor=${plain.nextCursor}`));
    await expectRefused(await packagesPage('limit=3&cursor=e30'));
  });
});
