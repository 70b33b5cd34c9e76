import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { tenantKeys } from '../src/data/keys';
import { queryPage, type StoredItem } from '../src/data/table';
import { useApi } from './support/api';
import { companyMember, otherCompanyMember } from './support/company-members';
import { adminTokenOf, createTestTenant } from './support/tenants';
import { completeBody } from './support/components';

const call = useApi();
const tenant = await createTestTenant('packaging');
const admin = await adminTokenOf(tenant, call);
const engineer = await companyMember(tenant);
const stranger = await otherCompanyMember(tenant);

type Pack = {
  id: string;
  name: string;
  version: number;
  draft: boolean;
  projectId: string | null;
  projectName: string | null;
  categoryId: string | null;
  favorite?: boolean;
  packageComponents: { id: string; name: string; materialId: string }[];
  code?: string;
  fields?: Record<string, string>;
  fieldCodes?: Record<string, string>;
};
type Page<T> = { items: T[]; nextCursor: string | null; code?: string; fields?: Record<string, string> };
type Project = { id: string; name: string; version: number; packageCount: number };

const component = (overrides: Record<string, unknown> = {}) => ({
  ...completeBody,
  weight: 20,
  ...overrides,
});
const create = (body: Record<string, unknown>, token = engineer.token) =>
  call<Pack>('POST', '/packages', { token, body: { draft: false, components: [component()], ...body } });
const createProject = async (name: string, token = engineer.token) =>
  (await call<Project>('POST', '/projects', { token, body: { name } })).body;
const projectNamed = async (id: string) =>
  (await call<Page<Project>>('GET', '/projects?limit=100', { token: engineer.token })).body.items.find(
    (p) => p.id === id,
  );

describe('lookups', () => {
  it('serves every kind in the reader’s language with stable ids', async () => {
    const en = await call<Record<string, { id: string; name: string }[]>>('GET', '/lookups', {
      token: engineer.token,
    });
    expect(Object.keys(en.body).sort()).toEqual(
      [
        'adhesive',
        'category',
        'color',
        'constituentRole',
        'country',
        'family',
        'filler',
        'material',
        'type',
      ].sort(),
    );
    expect(en.body.material?.find((m) => m.id === 'corrugated-board')?.name).toBe('Corrugated board');
    const german = await companyMember(tenant);
    await call('POST', '/updateLanguage', { token: german.token, body: { newLanguage: 'DE' } });
    const de = await call<Record<string, { id: string; name: string }[]>>('GET', '/lookups', {
      token: german.token,
    });
    expect(de.body.material?.find((m) => m.id === 'corrugated-board')?.name).toBe('Wellpappe');
  });

  it('serves the 27 EU member states and the United Kingdom and United States, grouped, named in three languages', async () => {
    type Country = { id: string; name: string; names: Record<'en' | 'de' | 'fr', string>; group?: string };
    const lookups = await call<{ country: Country[] }>('GET', '/lookups', { token: engineer.token });
    const countries = lookups.body.country;
    expect(countries).toHaveLength(29);
    const ids = (group: string) =>
      countries
        .filter((c) => c.group === group)
        .map((c) => c.id)
        .sort();
    expect(ids('eu')).toEqual(
      // prettier-ignore
      ['AT', 'BE', 'BG', 'CY', 'CZ', 'DE', 'DK', 'EE', 'ES', 'FI', 'FR', 'GR', 'HR', 'HU', 'IE', 'IT', 'LT',
        'LU', 'LV', 'MT', 'NL', 'PL', 'PT', 'RO', 'SE', 'SI', 'SK'],
    );
    expect(ids('other')).toEqual(['GB', 'US']);
    for (const country of countries) {
      for (const language of ['en', 'de', 'fr'] as const)
        expect(country.names[language], `${country.id} ${language}`).toMatch(/^\p{Lu}[\p{L} -]+$/u);
    }
    expect(countries.find((c) => c.id === 'NL')?.names).toEqual({
      en: 'Netherlands',
      de: 'Niederlande',
      fr: 'Pays-Bas',
    });
    // Sorted by the reader's name: Austria, Belgium, Bulgaria, Croatia, …
    expect(countries.slice(0, 4).map((c) => c.id)).toEqual(['AT', 'BE', 'BG', 'HR']);
  });
});

describe('creating and editing packaging', () => {
  it('creates a packaging with its ordered components and a NEW_PACKAGE notification', async () => {
    const created = await create({
      name: 'Yoghurt cup',
      categoryId: 'cup',
      components: [
        component({ name: 'Cup' }),
        component({ name: 'Lid', typeId: 'lidding-film', familyId: 'flexible-plastic' }),
      ],
    });
    expect(created.status).toBe(200);
    expect(created.body.packageComponents.map((c) => c.name)).toEqual(['Cup', 'Lid']);
    const notifications = await queryPage<StoredItem & { type: string; meta: { packageId: string } }>({
      partition: tenantKeys.notificationsPartition(tenant.clientId, tenant.companyId),
      limit: 100,
    });
    expect(
      notifications.items.some((n) => n.type === 'NEW_PACKAGE' && n.meta.packageId === created.body.id),
    ).toBe(true);
  });

  it('names each bad field: unknown lookups, density range and bounds, link counts', async () => {
    const answer = await call<Pack>('POST', '/packages', {
      token: engineer.token,
      malformed: true,
      body: {
        name: 'Broken',
        categoryId: 'spaceship',
        draft: false,
        components: [
          component({ materialId: 'unobtainium' }),
          component({ densityFrom: 1.2, densityTo: 0.9 }),
          component({ densityFrom: 0, densityTo: 25 }),
          component({ ncLinksUsed: -1 }),
        ],
      },
    });
    expect(answer.status).toBe(400);
    expect(Object.keys(answer.body.fields ?? {}).sort()).toEqual(
      [
        'components.1.densityTo',
        'components.2.densityFrom',
        'components.2.densityTo',
        'components.3.ncLinksUsed',
      ].sort(),
    );
    const lookupsWrong = await create({
      name: 'Broken',
      categoryId: 'spaceship',
      components: [component({ materialId: 'unobtainium' })],
    });
    expect(lookupsWrong.body.fields).toEqual({
      categoryId: 'Unknown category: spaceship',
      'components.0.materialId': 'Unknown material: unobtainium',
    });
  });

  it('lets a draft be incomplete, but not a finished packaging', async () => {
    const draft = await create({ name: 'Idea', draft: true, components: [{ name: 'Something' }] });
    expect(draft.status).toBe(200);
    const finished = await create({ name: 'Idea', draft: false, components: [{ name: 'Something' }] });
    expect(finished.status).toBe(400);
    // Every missing field is named where it is, density among them (issue 36).
    expect(finished.body.fields).toMatchObject({
      components: 'A packaging that is not a draft needs at least one complete component',
    });
    expect(finished.body.fieldCodes).toEqual({
      components: 'COMPLETE_COMPONENT_REQUIRED',
      'components.0.typeId': 'REQUIRED',
      'components.0.familyId': 'REQUIRED',
      'components.0.materialId': 'REQUIRED',
      'components.0.fillerId': 'REQUIRED',
      'components.0.adhesiveId': 'REQUIRED',
      'components.0.colorId': 'REQUIRED',
      'components.0.densityFrom': 'DENSITY_REQUIRED',
      'components.0.densityTo': 'DENSITY_REQUIRED',
    });
  });

  it('refuses unknown fields by name, nested ones too, and stores nothing', async () => {
    const before = await call<Page<Pack>>('GET', '/packages?limit=100', { token: engineer.token });
    const typo = await call<Pack>('POST', '/packages', {
      token: engineer.token,
      malformed: true,
      body: { name: 'Typo', descriptoin: 'Lost', components: [component(), component({ colour: 'red' })] },
    });
    expect(typo.status).toBe(400);
    expect(typo.body.code).toBe('VALIDATION_FAILED');
    expect(typo.body.fields).toEqual({
      descriptoin: 'This field is not expected here',
      'components.1.colour': 'This field is not expected here',
    });
    expect(typo.body.fieldCodes).toEqual({
      descriptoin: 'UNKNOWN_FIELD',
      'components.1.colour': 'UNKNOWN_FIELD',
    });

    const created = await create({ name: 'Kept' });
    const inherited = await call<Pack>('PUT', `/packages/${created.body.id}`, {
      token: engineer.token,
      headers: { 'content-type': 'application/json' },
      rawBody: `{"name":"Changed","version":${created.body.version},"__proto__":{"draft":true},"constructor":1}`,
    });
    expect(inherited.status).toBe(400);
    // An object literal cannot hold an own `__proto__`, so the fields are compared as entries.
    expect(Object.entries(inherited.body.fields ?? {})).toEqual([
      ['__proto__', 'This field is not expected here'],
      ['constructor', 'This field is not expected here'],
    ]);

    const after = await call<Page<Pack>>('GET', '/packages?limit=100', { token: engineer.token });
    expect(after.body.items.map((p) => p.name).sort()).toEqual(
      [...before.body.items.map((p) => p.name), 'Kept'].sort(),
    );
    expect(after.body.items.find((p) => p.id === created.body.id)?.version).toBe(created.body.version);
  });

  it('starts from a template with its components', async () => {
    const templates = await call<{ id: string; builtIn: boolean }[]>('GET', '/templates', {
      token: engineer.token,
    });
    expect(templates.body.filter((t) => t.builtIn).map((t) => t.id)).toEqual(
      expect.arrayContaining([
        'pet-bottle',
        'pe-pouch',
        'pp-tray-lid',
        'glass-jar',
        'aluminium-can',
        'corrugated-box',
        'wooden-crate',
      ]),
    );
    const fromTemplate = await create({ name: 'My bottle', templateId: 'pet-bottle', components: [] });
    expect(fromTemplate.body.packageComponents.map((c) => c.materialId)).toEqual(['pet', 'pp', 'opp']);
    expect((await create({ name: 'X', templateId: 'no-such-template' })).status).toBe(400);
  });

  it('refuses a stale edit with 409 and keeps the stored packaging', async () => {
    const created = await create({ name: 'Versioned' });
    const body = {
      name: 'First edit',
      draft: false,
      components: [component()],
      version: created.body.version,
    };
    const first = await call<Pack>('PUT', `/packages/${created.body.id}`, { token: engineer.token, body });
    expect(first.body.version).toBe(2);
    const stale = await call<Pack>('PUT', `/packages/${created.body.id}`, {
      token: engineer.token,
      body: { ...body, name: 'Lost edit' },
    });
    expect(stale.status).toBe(409);
    expect(
      (await call<Pack>('GET', `/packages/${created.body.id}`, { token: engineer.token })).body.name,
    ).toBe('First edit');
  });

  it("keeps another company's packaging out of reach", async () => {
    const created = await create({ name: 'Private' });
    expect((await call('GET', `/packages/${created.body.id}`, { token: stranger.token })).status).toBe(404);
    expect(
      (
        await call('PUT', `/packages/${created.body.id}`, {
          token: stranger.token,
          body: { name: 'x', version: 1 },
        })
      ).status,
    ).toBe(404);
    expect(
      (await call('DELETE', `/packages/${created.body.id}?version=1`, { token: stranger.token })).status,
    ).toBe(404);
  });

  it('duplicates with new ids and soft-deletes out of every list', async () => {
    const project = await createProject(`Dup ${randomUUID().slice(0, 4)}`);
    const original = await create({ name: 'Original', projectId: project.id });
    const copy = await call<Pack>('POST', `/packages/${original.body.id}/duplicate`, {
      token: engineer.token,
    });
    expect(copy.body.name).toBe('Original (copy)');
    expect(copy.body.id).not.toBe(original.body.id);
    expect(copy.body.packageComponents[0]?.id).not.toBe(original.body.packageComponents[0]?.id);
    expect((await projectNamed(project.id))?.packageCount).toBe(2);

    const stale = await call('DELETE', `/packages/${copy.body.id}?version=7`, { token: engineer.token });
    expect(stale.status).toBe(409);
    expect(
      (await call('DELETE', `/packages/${copy.body.id}?version=1`, { token: engineer.token })).status,
    ).toBe(200);
    expect((await call('GET', `/packages/${copy.body.id}`, { token: engineer.token })).status).toBe(404);
    const listed = await call<Page<Pack>>('GET', `/packages?projectId=${project.id}`, {
      token: engineer.token,
    });
    expect(listed.body.items.map((p) => p.id)).toEqual([original.body.id]);
    expect((await projectNamed(project.id))?.packageCount).toBe(1);
  });
});

describe('listing packaging', () => {
  const own = createTestTenant('listing');
  const setUp = (async () => {
    const t = await own;
    const user = await companyMember(t);
    const alpha = await createProject('Alpha line', user.token);
    const beta = await createProject('Beta line', user.token);
    const names = [
      'delta',
      'Alpha',
      'charlie',
      'Bravo',
      'echo',
      'foxtrot',
      'golf',
      'hotel',
      'india',
      'juliet',
    ];
    const created: Pack[] = [];
    for (const [i, name] of names.entries()) {
      const answer = await create(
        {
          name,
          categoryId: i % 2 === 0 ? 'bottle' : 'tray',
          projectId: i < 3 ? alpha.id : i < 5 ? beta.id : null,
        },
        user.token,
      );
      created.push(answer.body);
    }
    return { user, alpha, beta, created };
  })();
  const list = async (query: string) => {
    const { user } = await setUp;
    return call<Page<Pack>>('GET', `/packages?${query}`, { token: user.token });
  };

  it('sorts by name, either way, ignoring case', async () => {
    const asc = await list('sortBy=name&order=asc&limit=100');
    expect(asc.body.items.map((p) => p.name)).toEqual([
      'Alpha',
      'Bravo',
      'charlie',
      'delta',
      'echo',
      'foxtrot',
      'golf',
      'hotel',
      'india',
      'juliet',
    ]);
    const desc = await list('sortBy=name&order=desc&limit=3');
    expect(desc.body.items.map((p) => p.name)).toEqual(['juliet', 'india', 'hotel']);
  });

  it('sorts by creation and by update time', async () => {
    const { created } = await setUp;
    const newest = await list('sortBy=createdAt&order=desc&limit=2');
    expect(newest.body.items.map((p) => p.id)).toEqual([created[9]?.id, created[8]?.id]);
    const { user } = await setUp;
    const touched = created[0] as Pack;
    await call('PUT', `/packages/${touched.id}`, {
      token: user.token,
      body: {
        name: touched.name,
        draft: false,
        components: [component()],
        categoryId: 'bottle',
        projectId: touched.projectId,
        version: touched.version,
      },
    });
    const recent = await list('sortBy=updatedAt&order=desc&limit=1');
    expect(recent.body.items[0]?.id).toBe(touched.id);
  });

  it('sorts by project, packaging without a project last', async () => {
    const byProject = await list('sortBy=project&order=asc&limit=100');
    expect(byProject.body.items.map((p) => p.projectName)).toEqual([
      'Alpha line',
      'Alpha line',
      'Alpha line',
      'Beta line',
      'Beta line',
      null,
      null,
      null,
      null,
      null,
    ]);
  });

  it('filters by project, by category, and searches names and project names ignoring case', async () => {
    const { alpha } = await setUp;
    const inAlpha = await list(`projectId=${alpha.id}&sortBy=name&limit=100`);
    expect(inAlpha.body.items.map((p) => p.name)).toEqual(['Alpha', 'charlie', 'delta']);
    const trays = await list('categoryId=tray&sortBy=name&limit=100');
    expect(trays.body.items.every((p) => p.categoryId === 'tray')).toBe(true);
    expect(trays.body.items).toHaveLength(5);
    const byName = await list('search=LF&sortBy=name&limit=100');
    expect(byName.body.items.map((p) => p.name)).toEqual(['golf']);
    const byProjectName = await list('search=beta&sortBy=name&limit=100');
    expect(byProjectName.body.items.map((p) => p.name)).toEqual(['Bravo', 'echo']);
    const combined = await list('search=line&categoryId=bottle&sortBy=name&limit=100');
    expect(combined.body.items.map((p) => p.name)).toEqual(['charlie', 'delta', 'echo']);
  });

  it('pages through everything with the cursor, also while filtering', async () => {
    for (const query of ['sortBy=name&limit=3', 'sortBy=name&limit=2&categoryId=bottle']) {
      const seen: string[] = [];
      let cursor: string | null = null;
      do {
        const page: { body: Page<Pack> } = await list(`${query}${cursor ? `&cursor=${cursor}` : ''}`);
        seen.push(...page.body.items.map((p) => p.name));
        cursor = page.body.nextCursor;
      } while (cursor);
      expect(new Set(seen).size).toBe(seen.length);
      expect(seen).toHaveLength(query.includes('bottle') ? 5 : 10);
    }
  });

  it('names a bad parameter', async () => {
    const answer = await list('sortBy=colour&order=sideways&limit=1000');
    expect(answer.status).toBe(400);
    expect(Object.keys(answer.body.fields ?? {}).sort()).toEqual(['limit', 'order', 'sortBy']);
  });

  it('marks favourites and lists them', async () => {
    const { user, created } = await setUp;
    const liked = created[4] as Pack;
    expect((await call('PUT', `/package-favorites/${liked.id}`, { token: user.token })).status).toBe(200);
    expect((await call('PUT', `/package-favorites/${liked.id}`, { token: user.token })).status).toBe(200);
    const favorites = await call<Page<Pack>>('GET', '/package-favorites?limit=10', { token: user.token });
    expect(favorites.body.items.map((p) => p.id)).toEqual([liked.id]);
    const flagged = await list('sortBy=name&limit=100');
    expect(flagged.body.items.filter((p) => p.favorite).map((p) => p.id)).toEqual([liked.id]);
    await call('DELETE', `/package-favorites/${liked.id}`, { token: user.token });
    expect((await call<Page<Pack>>('GET', '/package-favorites', { token: user.token })).body.items).toEqual(
      [],
    );
  });

  it('filters by favourites in full pages, in the order asked, with the other filters', async () => {
    const { user, alpha, created } = await setUp;
    const liked = ['Alpha', 'charlie', 'echo', 'juliet'];
    for (const pkg of created.filter((p) => liked.includes(p.name)))
      await call('PUT', `/package-favorites/${pkg.id}`, { token: user.token });
    const names = (page: { body: Page<Pack> }) => page.body.items.map((p) => p.name);
    try {
      const first = await list('favorites=true&sortBy=name&limit=3');
      expect(names(first)).toEqual(['Alpha', 'charlie', 'echo']);
      expect(first.body.items.every((p) => p.favorite)).toBe(true);
      expect(first.roundTrips).toBeLessThanOrEqual(3);
      const second = await list(`favorites=true&sortBy=name&limit=3&cursor=${first.body.nextCursor}`);
      expect(names(second)).toEqual(['juliet']);
      expect(second.body.nextCursor).toBeNull();

      const newest = await list('favorites=true&sortBy=name&order=desc&limit=2');
      expect(names(newest)).toEqual(['juliet', 'echo']);
      const older = await list(
        `favorites=true&sortBy=name&order=desc&limit=2&cursor=${newest.body.nextCursor}`,
      );
      expect(names(older)).toEqual(['charlie', 'Alpha']);

      expect(names(await list('favorites=true&sortBy=name&categoryId=bottle'))).toEqual(['charlie', 'echo']);
      expect(names(await list(`favorites=true&sortBy=name&projectId=${alpha.id}`))).toEqual([
        'Alpha',
        'charlie',
      ]);
      expect(names(await list('favorites=true&sortBy=project&search=beta'))).toEqual(['echo']);
      // A cursor of another list is refused, not followed.
      const other = await list(
        `favorites=true&sortBy=name&projectId=${alpha.id}&cursor=${first.body.nextCursor}`,
      );
      expect(other.status).toBe(400);
    } finally {
      for (const pkg of created.filter((p) => liked.includes(p.name)))
        await call('DELETE', `/package-favorites/${pkg.id}`, { token: user.token });
    }
  });

  it('answers the first page in at most 3 DynamoDB round trips', async () => {
    const answer = await list('sortBy=name&limit=5');
    expect(answer.roundTrips).toBeLessThanOrEqual(3);
  });
});

describe('projects', () => {
  it('keeps packaging counts exact under concurrent moves', async () => {
    const from = await createProject(`From ${randomUUID().slice(0, 4)}`);
    const to = await createProject(`To ${randomUUID().slice(0, 4)}`);
    const packs = await Promise.all(
      Array.from({ length: 8 }, (_, i) => create({ name: `Mover ${i}`, projectId: from.id })),
    );
    expect((await projectNamed(from.id))?.packageCount).toBe(8);
    await Promise.all(
      packs.map((pack) =>
        call('PUT', `/packages/${pack.body.id}`, {
          token: engineer.token,
          body: {
            name: pack.body.name,
            draft: false,
            components: [component()],
            projectId: to.id,
            version: 1,
          },
        }),
      ),
    );
    // The same package moved twice on one version: only one of the two moves may count.
    const first = packs[0]?.body as Pack;
    const racing = await Promise.all(
      [from.id, to.id].map((projectId) =>
        call('PUT', `/packages/${first.id}`, {
          token: engineer.token,
          body: { name: first.name, draft: false, components: [component()], projectId, version: 2 },
        }),
      ),
    );
    expect(racing.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const fromCount = (await projectNamed(from.id))?.packageCount ?? -1;
    const toCount = (await projectNamed(to.id))?.packageCount ?? -1;
    expect(fromCount + toCount).toBe(8);
    const inTo = await call<Page<Pack>>('GET', `/packages?projectId=${to.id}&limit=100`, {
      token: engineer.token,
    });
    expect(inTo.body.items).toHaveLength(toCount);
  });

  it('renames a project on its packaging, and deleting it leaves the packaging without project', async () => {
    const project = await createProject(`Old name ${randomUUID().slice(0, 4)}`);
    const pack = await create({ name: 'Stays', projectId: project.id });
    const renamed = await call<Project>('PUT', `/projects/${project.id}`, {
      token: engineer.token,
      body: { name: 'New name', description: 'Described', version: project.version },
    });
    expect(renamed.body.name).toBe('New name');
    expect(
      (await call<Pack>('GET', `/packages/${pack.body.id}`, { token: engineer.token })).body.projectName,
    ).toBe('New name');
    expect(
      (await call('DELETE', `/projects/${project.id}?version=1`, { token: engineer.token })).status,
    ).toBe(409);
    expect(
      (await call('DELETE', `/projects/${project.id}?version=2`, { token: engineer.token })).status,
    ).toBe(200);
    const after = await call<Pack>('GET', `/packages/${pack.body.id}`, { token: engineer.token });
    expect(after.status).toBe(200);
    expect(after.body).toMatchObject({ projectId: null, projectName: null });
    expect(await projectNamed(project.id)).toBeUndefined();
  });

  it('refuses packaging in a project of another company', async () => {
    const foreign = await createProject(`Foreign ${randomUUID().slice(0, 4)}`, stranger.token);
    const answer = await create({ name: 'Sneaky', projectId: foreign.id });
    expect(answer.status).toBe(400);
    expect(answer.body.fields).toEqual({ projectId: 'Unknown project' });
  });
});

describe('templates', () => {
  it('lets admins save a packaging as a template of the tenant, and others start from it', async () => {
    const pack = await create({ name: 'House standard', categoryId: 'box' }, admin);
    const saved = await call<{ id: string; builtIn: boolean }>('POST', '/templates', {
      token: admin,
      body: { packageId: pack.body.id, name: 'House box' },
    });
    expect(saved.body.builtIn).toBe(false);
    const refused = await call('POST', '/templates', {
      token: engineer.token,
      body: { packageId: pack.body.id, name: 'Mine' },
    });
    expect(refused.status).toBe(403);
    const fromIt = await create({ name: 'From house', templateId: saved.body.id, components: [] });
    expect(fromIt.body.packageComponents.map((c) => c.materialId)).toEqual(['pp']);
  });
});
