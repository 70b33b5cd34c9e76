import { describe, expect, it } from 'vitest';
import { getPackage } from '../src/data/repositories/packages';
import { useApi } from './support/api';
import { companyMember } from './support/company-members';
import { barrierPouch } from './support/components';
import { createTestTenant } from './support/tenants';

/**
 * A comparison run (the side-by-side view's "Assess with …") is kept in the history, flagged, and
 * never becomes the packaging's latest result unless the user chooses it: issue 36 §3.
 */
const call = useApi();
const tenant = await createTestTenant('compare');
const engineer = await companyMember(tenant);

type Result = { grade: string; methodology: string; comparison?: boolean; assessmentCountryId: string };

const pouch = async () =>
  (
    await call<{ id: string }>('POST', '/packages', {
      token: engineer.token,
      body: barrierPouch,
    })
  ).body;

const assess = (packageId: string, body: Record<string, unknown>) =>
  call<Result[]>('POST', `/packages/${packageId}/assessments`, { token: engineer.token, body });
const history = async (packageId: string) =>
  (await call<{ items: Result[] }>('GET', `/packages/${packageId}/results`, { token: engineer.token })).body
    .items;
const stored = (packageId: string) => getPackage(tenant.clientId, tenant.companyId, packageId);

describe('a comparison run', () => {
  it('is kept apart: flagged in the history, the latest results unchanged until the user uses it', async () => {
    const pack = await pouch();
    const [main] = (await assess(pack.id, { countryIds: ['DE'], methodology: 'ceflex' })).body;
    expect(main).toMatchObject({ methodology: 'ceflex', comparison: false });
    const before = await stored(pack.id);

    const compared = await assess(pack.id, { countryIds: ['DE'], methodology: 'pre', comparison: true });
    expect(compared.status).toBe(200);
    expect(compared.body[0]).toMatchObject({ methodology: 'pre', comparison: true });
    // EVOH at 7 %: green in CEFLEX (≤ 10 %), red under PRE (> 5 %), so the grades differ.
    expect(compared.body[0]?.grade).not.toBe(main?.grade);
    expect((await history(pack.id)).map((r) => [r.methodology, r.comparison])).toEqual([
      ['pre', true],
      ['ceflex', false],
    ]);
    const after = await stored(pack.id);
    expect(after?.grades).toEqual(before?.grades);
    expect(after?.assessedWith?.DE?.methodology).toBe('ceflex');
    expect(after?.gradeStamp).toBe(before?.gradeStamp);

    // Chosen: the same run, not flagged, becomes the latest.
    const used = await assess(pack.id, { countryIds: ['DE'], methodology: 'pre', comparison: false });
    expect(used.body[0]).toMatchObject({ methodology: 'pre', comparison: false });
    const chosen = await stored(pack.id);
    expect(chosen?.assessedWith?.DE?.methodology).toBe('pre');
    expect(chosen?.grades?.DE).toBe(compared.body[0]?.grade);
  });
});
