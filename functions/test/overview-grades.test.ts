import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { useApi } from './support/api';
import { followJob, type JobJson } from './support/bulk-assessment';
import { completeBody } from './support/components';
import { companyMember } from './support/company-members';
import { createTestTenant } from './support/tenants';

/**
 * The overview after a bulk assessment (issue 36 §6): each row shows a country's latest grade from
 * the list answer itself, on the plain and the search path, and the job names what it could not
 * assess and why.
 */
const call = useApi();

type ListItem = { id: string; name: string; grades?: Record<string, string>; outdatedCountries?: string[] };

describe('the overview after a bulk assessment', () => {
  it("lists each country's latest grade and names the packaging that could not be assessed", async () => {
    const tenant = await createTestTenant(`grades-${randomUUID().slice(0, 6)}`);
    const user = await companyMember(tenant);
    const create = async (body: Record<string, unknown>) =>
      (await call<{ id: string }>('POST', '/packages', { token: user.token, body })).body.id;
    const cup = await create({ name: 'Joghurtbecher Erdbeere', draft: false, components: [completeBody] });
    const sketch = await create({ name: 'Joghurtbecher Skizze', draft: true, components: [{ name: 'Lid' }] });

    const started = await call<JobJson>('POST', '/assessment-jobs', {
      token: user.token,
      body: { countryIds: ['DE'], packageIds: [cup, sketch] },
    });
    expect(started.status).toBe(200);
    const { job } = await followJob(
      (method, path, options = {}) => call(method, path, { ...options, token: user.token }),
      started.body.id,
    );
    expect(job).toMatchObject({ status: 'done', assessed: 1, failed: 1 });
    expect(job.failures).toEqual([{ packageId: sketch, name: 'Joghurtbecher Skizze', reason: 'incomplete' }]);

    for (const query of ['', '?search=joghurtbecher']) {
      const list = await call<{ items: ListItem[] }>('GET', `/packages${query}`, { token: user.token });
      expect(list.status).toBe(200);
      const byId = new Map(list.body.items.map((item) => [item.id, item]));
      expect(byId.get(cup)?.grades).toEqual({ DE: expect.stringMatching(/^(A|B|C)$/) });
      expect(byId.get(cup)?.outdatedCountries).toEqual([]);
      expect(byId.get(sketch)?.grades).toEqual({});
    }
  });
});
