import { describe, expect, it } from 'vitest';
import { getPackage, type PackageItem } from '../src/data/repositories/packages';
import { postingItems } from '../src/data/repositories/search-postings';
import { batchGetItems } from '../src/data/table';
import { useApi, type CallOptions } from './support/api';
import { companyMember } from './support/company-members';
import { createTestTenant } from './support/tenants';

/**
 * What users expect of a search box (issue 21 §1), in a company of a few packaging created through
 * the API. That search is correct at 5,000 and 50,000 packaging: portfolio-at-scale.test.ts.
 */
const call = useApi();
const tenant = await createTestTenant('search-box');
const member = await companyMember(tenant);
const as = <T = Record<string, unknown>>(method: string, path: string, options: CallOptions = {}) =>
  call<T>(method, path, { ...options, token: member.token });
const list = async (query: string) => {
  const answer = await as<{ items: { id: string; name: string }[] }>('GET', `/packages?${query}`);
  expect(answer.status, query).toBe(200);
  return answer.body;
};

describe('what users expect of a search box', () => {
  const create = async (name: string, description = '') => {
    const answer = await as<{ id: string; version: number }>('POST', '/packages', {
      body: { name, description, draft: true, components: [] },
    });
    expect(answer.status).toBe(200);
    return answer.body;
  };
  const ids = async (search: string) =>
    (await list(`sortBy=name&search=${encodeURIComponent(search)}`)).items.map((entry) => entry.id);

  it('ignores case and accents, takes several words in any order, and searches the description', async () => {
    const dessert = await create('Crème brûlée pot', 'Für die Große Straße');
    expect(await ids('creme brulee')).toEqual([dessert.id]);
    expect(await ids('BRÛLÉE crème')).toEqual([dessert.id]);
    expect(await ids('grosse strasse')).toEqual([dessert.id]);
    // All words must match.
    expect(await ids('creme zanzibar')).toEqual([]);
  });

  it('finds an umlaut as typed with or without it: "musli" and "muesli" both find "Müsli"', async () => {
    const cereal = await create('Müsli-Becher', 'Für Kühlregale');
    for (const query of ['müsli', 'musli', 'muesli', 'MUESLI becher', 'kuhlregale', 'kuehlregale'])
      expect(await ids(query), query).toEqual([cereal.id]);
  });

  it('finds a renamed packaging by its new name only, at once, and a deleted one no more', async () => {
    const renamed = await create('Wombat crate');
    const update = await as<{ version: number }>('PUT', `/packages/${renamed.id}`, {
      body: { name: 'Numbat crate', description: '', draft: true, components: [], version: renamed.version },
    });
    expect(update.status).toBe(200);
    expect(await ids('wombat')).toEqual([]);
    expect(await ids('numbat')).toEqual([renamed.id]);
    const removed = await as('DELETE', `/packages/${renamed.id}?version=${update.body.version}`);
    expect(removed.status).toBe(200);
    expect(await ids('numbat')).toEqual([]);
  });

  it("finds packaging by its project's new name after a rename, and by no project after a delete", async () => {
    const project = await as<{ id: string; version: number }>('POST', '/projects', {
      body: { name: 'Marsupials', description: '' },
    });
    expect(project.status).toBe(200);
    const crate = await as<{ id: string }>('POST', '/packages', {
      body: { name: 'Bilby crate', description: '', draft: true, components: [], projectId: project.body.id },
    });
    expect(await ids('marsupials bilby')).toEqual([crate.body.id]);
    const renamed = await as<{ version: number }>('PUT', `/projects/${project.body.id}`, {
      body: { name: 'Quolls', description: '', version: project.body.version },
    });
    expect(renamed.status).toBe(200);
    expect(await ids('marsupials')).toEqual([]);
    expect(await ids('quolls bilby')).toEqual([crate.body.id]);
    const removed = await as('DELETE', `/projects/${project.body.id}?version=${renamed.body.version}`);
    expect(removed.status).toBe(200);
    expect(await ids('quolls')).toEqual([]);
    expect(await ids('bilby')).toEqual([crate.body.id]);
  });

  it('leaves no index entry behind a deleted packaging', async () => {
    const tub = await create('Echidna tub', 'Polypropylene, thermoformed');
    const stored = await getPackage(tenant.clientId, tenant.companyId, tub.id);
    const keys = postingItems(stored as PackageItem).map(({ pk, sk }) => ({ pk, sk }));
    expect(keys.length).toBe(4);
    expect(await batchGetItems(keys)).toHaveLength(4);
    const removed = await as('DELETE', `/packages/${tub.id}?version=${tub.version}`);
    expect(removed.status).toBe(200);
    expect(await batchGetItems(keys)).toEqual([]);
  });

  it('sorts names naturally and accents with their letter', async () => {
    const names = ['Kiwi 10', 'Kiwi 2', 'kiwi 1', 'Ärmel kiwi', 'Apfel kiwi'];
    for (const name of names) await create(name);
    const sorted = (await list('sortBy=name&search=kiwi&limit=20')).items.map((entry) => entry.name);
    expect(sorted).toEqual(['Apfel kiwi', 'Ärmel kiwi', 'kiwi 1', 'Kiwi 2', 'Kiwi 10']);
  });
});
