import { describe, expect, it } from 'vitest';
import { csvHeaders } from '../src/import/columns';
import { tenantKeys } from '../src/data/keys';
import { VERSIONS_KEPT } from '../src/data/repositories/packaging-versions';
import { getItem, putItem, updateFields } from '../src/data/table';
import { useApi } from './support/api';
import { fileForm } from './support/images';
import { companyMember } from './support/company-members';
import { createTestTenant } from './support/tenants';
import { asComponentInput, completeBody } from './support/components';

const call = useApi();
const tenant = await createTestTenant('history');
const editor = await companyMember(tenant, { label: 'Grete' });
const leaver = await companyMember(tenant, { label: 'Hanna' });
const elsewhere = await createTestTenant('history-elsewhere');
const outsider = await companyMember(elsewhere);

type Component = Record<string, unknown> & { id: string; name: string };
type Pack = { id: string; name: string; version: number; packageComponents: Component[] };
type Version = {
  version: number;
  event: string;
  origin: string;
  actor: { id: string; name: string };
  changedFields: string[];
  copiedFrom: string | null;
  restoredFrom: number | null;
};
type Diff = {
  fields: { field: string; before: unknown; after: unknown }[];
  components: {
    added: { name: string }[];
    removed: { name: string }[];
    changed: { name: string; fields: { field: string; before: unknown; after: unknown }[] }[];
    reordered: boolean;
  };
};

const create = async (name: string, token = editor.token) =>
  (
    await call<Pack>('POST', '/packages', {
      token,
      body: { name, draft: false, components: [{ ...completeBody, name: 'Tub' }] },
    })
  ).body;
const update = (pkg: Pack, change: Record<string, unknown>, token = editor.token) =>
  call<Pack & { code?: string }>('PUT', `/packages/${pkg.id}`, {
    token,
    body: {
      name: pkg.name,
      draft: false,
      components: pkg.packageComponents.map(asComponentInput),
      version: pkg.version,
      ...change,
    },
  });
const versions = async (packageId: string, query = '') =>
  (
    await call<{ items: Version[]; nextCursor: string | null }>(
      'GET',
      `/packages/${packageId}/versions${query}`,
      { token: editor.token },
    )
  ).body;

describe('packaging history', () => {
  it('keeps each change of the editor as a version: who, when, what', async () => {
    const tub = await create('Yoghurt tub');
    const renamed = (await update(tub, { name: 'Yoghurt tub, large' })).body;
    const withLid = (
      await update(renamed, {
        components: [
          ...renamed.packageComponents.map(asComponentInput),
          { ...completeBody, name: 'Lid', colorId: 'carbon-black' },
        ],
      })
    ).body;
    const listed = await versions(tub.id);
    expect(listed.items.map((v) => [v.version, v.event, v.origin, v.changedFields])).toEqual([
      [3, 'changed', 'editor', ['components']],
      [2, 'changed', 'editor', ['name']],
      [1, 'created', 'editor', []],
    ]);
    expect(listed.items[0]?.actor).toEqual({ id: editor.id, name: 'Grete DEFAULT_USER' });

    const first = await call<{ snapshot: { name: string; components: Component[] } }>(
      'GET',
      `/packages/${tub.id}/versions/1`,
      { token: editor.token },
    );
    expect(first.body.snapshot.name).toBe('Yoghurt tub');
    expect(first.body.snapshot.components.map((c) => c.name)).toEqual(['Tub']);

    const paged = await versions(tub.id, '?limit=2');
    expect(paged.items.map((v) => v.version)).toEqual([3, 2]);
    const rest = await versions(tub.id, `?limit=2&cursor=${encodeURIComponent(paged.nextCursor ?? '')}`);
    expect(rest.items.map((v) => v.version)).toEqual([1]);
    expect(withLid.version).toBe(3);
  });

  it('names the actor as the user is now: a removed, pseudonymised user under the pseudonym', async () => {
    const tub = await create('Handed over tub', leaver.token);
    const before = (await versions(tub.id)).items[0];
    expect(before?.actor).toEqual({ id: leaver.id, name: 'Hanna DEFAULT_USER' });
    await updateFields(tenantKeys.user(tenant.clientId, leaver.id), {
      firstName: 'Former user',
      lastName: 'abcd',
    });
    const after = (await versions(tub.id)).items[0];
    expect(after?.actor).toEqual({ id: leaver.id, name: 'Former user abcd' });
    const stored = await getItem(tenantKeys.packageVersion(tenant.clientId, tenant.companyId, tub.id, 1));
    expect(JSON.stringify(stored)).not.toContain('Hanna');
  });

  it('shows the difference of two versions field by field, components matched by id', async () => {
    const tub = await create('Cream tub');
    const v2 = (
      await update(tub, {
        description: 'Now with a lid',
        components: [
          { ...completeBody, name: 'Tub', colorId: 'carbon-black' },
          { ...completeBody, name: 'Lid' },
        ],
      })
    ).body;
    const v3 = (await update(v2, { components: [asComponentInput(v2.packageComponents[1] as Component)] }))
      .body;
    const diff = (
      await call<Diff>('GET', `/packages/${tub.id}/version-diff?from=1&to=2`, { token: editor.token })
    ).body;
    expect(diff.fields).toEqual([{ field: 'description', before: '', after: 'Now with a lid' }]);
    expect(diff.components.added.map((c) => c.name)).toEqual(['Lid']);
    expect(diff.components.changed).toEqual([
      expect.objectContaining({
        name: 'Tub',
        fields: [{ field: 'colorId', before: 'white', after: 'carbon-black' }],
      }),
    ]);
    // Components are stamped by position: the Lid moved to the first place takes the Tub's id.
    const lastStep = (
      await call<Diff>('GET', `/packages/${tub.id}/version-diff?from=2&to=${v3.version}`, {
        token: editor.token,
      })
    ).body;
    expect(lastStep.components.removed.map((c) => c.name)).toEqual(['Lid']);
    const missing = await call('GET', `/packages/${tub.id}/version-diff?from=1&to=9`, {
      token: editor.token,
    });
    expect(missing.status).toBe(404);
  });

  it('restores an old version as a new one, equal to it, and refuses a stale editor', async () => {
    const tub = await create('Butter tub');
    const v2 = (
      await update(tub, {
        name: 'Butter tub, blue',
        components: [{ ...completeBody, name: 'Tub', colorId: 'light-blue' }],
      })
    ).body;
    const stale = await call<{ code: string }>('POST', `/packages/${tub.id}/versions/1/restore`, {
      token: editor.token,
      body: { version: 1 },
    });
    expect(stale.status).toBe(409);
    expect((await versions(tub.id)).items).toHaveLength(2);

    const restored = await call<Pack>('POST', `/packages/${tub.id}/versions/1/restore`, {
      token: editor.token,
      body: { version: v2.version },
    });
    expect(restored.status).toBe(200);
    expect(restored.body.version).toBe(3);
    const [latest] = (await versions(tub.id)).items;
    expect(latest).toMatchObject({ version: 3, origin: 'restore', restoredFrom: 1 });
    const sameAsFirst = (
      await call<Diff>('GET', `/packages/${tub.id}/version-diff?from=1&to=3`, { token: editor.token })
    ).body;
    expect(sameAsFirst.fields).toEqual([]);
    expect(sameAsFirst.components).toEqual({ added: [], removed: [], changed: [], reordered: false });
  });

  it('records where a packaging came from: duplicate, template, import, a project rename, and its deletion', async () => {
    const tub = await create('Original tub');
    const copy = (await call<Pack>('POST', `/packages/${tub.id}/duplicate`, { token: editor.token })).body;
    expect((await versions(copy.id)).items).toEqual([
      expect.objectContaining({ version: 1, event: 'created', origin: 'duplicate', copiedFrom: tub.id }),
    ]);

    const fromTemplate = (
      await call<Pack>('POST', '/packages', {
        token: editor.token,
        body: { name: 'Bottle', templateId: 'pet-bottle', draft: false },
      })
    ).body;
    expect((await versions(fromTemplate.id)).items[0]).toMatchObject({
      origin: 'template',
      copiedFrom: 'pet-bottle',
    });

    const csv = `${csvHeaders.join(',')}\nH1,Imported pot,,,History import,,yes,Body,body,rigid-plastic,pp,none,none,white,0.9,0.91,0,20\n`;
    const imported = await call<{ imported: number }>('POST', '/packages/import', {
      token: editor.token,
      form: fileForm(Buffer.from(csv), 'history.csv', 'text/csv'),
    });
    expect(imported.body.imported).toBe(1);
    const list = await call<{ items: (Pack & { projectId: string; projectName: string })[] }>(
      'GET',
      '/packages?search=Imported%20pot',
      { token: editor.token },
    );
    const pot = list.body.items[0] as Pack & { projectId: string };
    expect((await versions(pot.id)).items[0]).toMatchObject({ origin: 'import', event: 'created' });

    const project = (await call<{ version: number }>('GET', `/projects?limit=100`, { token: editor.token }))
      .body as unknown as { items: { id: string; name: string; version: number }[] };
    const own = project.items.find((p) => p.id === pot.projectId);
    await call('PUT', `/projects/${pot.projectId}`, {
      token: editor.token,
      body: { name: 'History import, renamed', version: own?.version },
    });
    expect((await versions(pot.id)).items[0]).toMatchObject({
      version: 2,
      origin: 'project',
      changedFields: ['projectName'],
    });

    await call('DELETE', `/packages/${tub.id}?version=${tub.version}`, { token: editor.token });
    const deleted = await getItem(tenantKeys.packageVersion(tenant.clientId, tenant.companyId, tub.id, 2));
    expect(deleted).toMatchObject({ event: 'deleted', actorId: editor.id });
    expect((await call('GET', `/packages/${tub.id}/versions`, { token: editor.token })).status).toBe(404);
  });

  it('writes no version for a refused change, and answers another company as not found', async () => {
    const tub = await create('Guarded tub');
    const stale = await update(tub, { name: 'Too late', version: tub.version + 5 });
    expect(stale.status).toBe(409);
    const unknownProject = await update(tub, { name: 'Nowhere', projectId: 'no-such-project' });
    expect(unknownProject.status).toBe(400);
    expect((await versions(tub.id)).items.map((v) => v.version)).toEqual([1]);
    // A version item already under the next number: the change is refused with it, nothing moves.
    await putItem({
      ...tenantKeys.packageVersion(tenant.clientId, tenant.companyId, tub.id, 2),
      entity: 'PackagingVersion',
      packageId: tub.id,
      version: 2,
    });
    const blocked = await update(tub, { name: 'Without its version' });
    expect(blocked.status).toBe(409);
    expect(blocked.body.code).toBe('VERSION_CONFLICT');
    const unchanged = await call<Pack>('GET', `/packages/${tub.id}`, { token: editor.token });
    expect([unchanged.body.name, unchanged.body.version]).toEqual(['Guarded tub', 1]);

    for (const path of [
      `/packages/${tub.id}/versions`,
      `/packages/${tub.id}/versions/1`,
      `/packages/${tub.id}/version-diff?from=1&to=1`,
    ]) {
      const foreign = await call<{ code: string }>('GET', path, { token: outsider.token });
      expect(foreign.status).toBe(404);
      expect(foreign.body.code).toBe('NOT_FOUND');
    }
    const foreignRestore = await call<{ code: string }>('POST', `/packages/${tub.id}/versions/1/restore`, {
      token: outsider.token,
      body: { version: 1 },
    });
    expect(foreignRestore.body.code).toBe('NOT_FOUND');
    const badNumber = await call<{ code: string }>('GET', `/packages/${tub.id}/versions/zero`, {
      token: editor.token,
    });
    expect(badNumber.status).toBe(400);
  });

  it(`keeps at most ${VERSIONS_KEPT} versions, dropping the oldest`, async () => {
    let tub = await create('Busy tub');
    for (let edit = 1; edit <= VERSIONS_KEPT; edit++)
      tub = (await update(tub, { description: `Edit ${'x'.repeat(edit % 7)}` })).body;
    expect(tub.version).toBe(VERSIONS_KEPT + 1);
    const page = await versions(tub.id, '?limit=100');
    const oldest = await versions(tub.id, `?limit=100&cursor=${encodeURIComponent(page.nextCursor ?? '')}`);
    const kept = [...page.items, ...oldest.items].map((v) => v.version);
    expect(kept).toHaveLength(VERSIONS_KEPT);
    expect(kept.at(-1)).toBe(2);
    expect((await call('GET', `/packages/${tub.id}/versions/1`, { token: editor.token })).status).toBe(404);
  }, 60_000);
});
