import { describe, expect, it } from 'vitest';
import { useApi } from './support/api';
import { asComponentInput } from './support/components';
import { companyMember, memberAndOutsider } from './support/company-members';

const call = useApi();
const { tenant, member: engineer, outsider } = await memberAndOutsider('assess');

type Result = {
  assessmentCountryId: string;
  grade: string;
  score: number | null;
  stream: string | null;
  outdated: boolean;
  methodVersion: string;
  findings: { ruleId: string; rating: string; message: string; source: { name: string } }[];
};
type Pack = { id: string; name: string; version: number; packageComponents: Record<string, unknown>[] };

const fromTemplate = async (templateId: string, name = templateId) =>
  (await call<Pack>('POST', '/packages', { token: engineer.token, body: { name, templateId, draft: false } }))
    .body;
const assess = (packageId: string, countryIds: string[], token = engineer.token) =>
  call<Result[] & { code?: string; fields?: Record<string, string> }>(
    'POST',
    `/packages/${packageId}/assessments`,
    {
      token,
      body: { countryIds },
    },
  );

describe('assessing packaging', () => {
  it('grades a PET bottle with PP cap and OPP label per country, with sourced findings', async () => {
    const bottle = await fromTemplate('pet-bottle');
    const answer = await assess(bottle.id, ['DE', 'FR']);
    expect(answer.status).toBe(200);
    expect(answer.body.map((r) => [r.assessmentCountryId, r.grade, r.stream])).toEqual([
      ['DE', 'A', 'pet'],
      ['FR', 'A', 'pet'],
    ]);
    const de = answer.body[0] as Result;
    expect(de.score).toBeGreaterThanOrEqual(95);
    expect(de.methodVersion).toMatch(/\d/);
    expect(de.findings.length).toBeGreaterThan(0);
    for (const finding of de.findings) {
      expect(finding.message.length).toBeGreaterThan(5);
      expect(finding.message).not.toMatch(/\{\w+\}/);
      expect(finding.source.name.length).toBeGreaterThan(0);
    }
  });

  it('says when there is no infrastructure: a PE pouch in the US', async () => {
    const pouch = await fromTemplate('pe-pouch');
    const [us] = (await assess(pouch.id, ['US'])).body;
    expect(us?.grade).toBe('no-infrastructure');
    expect(us?.score).toBeNull();
  });

  it('assesses for any EU member state; a result resting on an uncertain row says so, with its note and source', async () => {
    const pouch = await fromTemplate('pe-pouch', 'Pouch for Romania and Greece');
    const answer = await assess(pouch.id, ['RO', 'GR']);
    expect(answer.status).toBe(200);
    const [ro, gr] = answer.body;
    // Romania: film collection at scale not established (Eco-Rom Ambalaje).
    expect(ro?.grade).toBe('no-infrastructure');
    const marker = ro?.findings.find((f) => f.ruleId === 'infrastructure.uncertain');
    expect(marker?.rating).toBe('info');
    expect(marker?.message).toMatch(
      /^Uncertain infrastructure fact for the PE film stream in Romania \(2025\): Film collection/,
    );
    expect(marker?.source.name).toMatch(/Eco-Rom Ambalaje/);
    // Greece: HERRCO names PE film among its sorted fractions, so no marker.
    expect(gr?.findings.some((f) => f.ruleId === 'infrastructure.available')).toBe(true);
    expect(gr?.findings.some((f) => f.ruleId === 'infrastructure.uncertain')).toBe(false);

    const german = await companyMember(tenant);
    await call('POST', '/updateLanguage', { token: german.token, body: { newLanguage: 'DE' } });
    const [roDe] = (await assess(pouch.id, ['RO'], german.token)).body;
    expect(roDe?.findings.find((f) => f.ruleId === 'infrastructure.uncertain')?.message).toMatch(
      /^Unsichere Infrastrukturangabe für den Strom PE-Folie in Rumänien \(2025\)/,
    );
  });

  it('keeps the history and marks results outdated once the packaging changes', async () => {
    const jar = await fromTemplate('glass-jar', 'Jam jar');
    await assess(jar.id, ['DE']);
    const history = async () =>
      (await call<{ items: Result[] }>('GET', `/packages/${jar.id}/results`, { token: engineer.token })).body
        .items;
    expect((await history()).map((r) => r.outdated)).toEqual([false]);

    const current = (await call<Pack>('GET', `/packages/${jar.id}`, { token: engineer.token })).body;
    await call('PUT', `/packages/${jar.id}`, {
      token: engineer.token,
      body: {
        name: 'Jam jar, new lid',
        draft: false,
        components: current.packageComponents.map(asComponentInput),
        version: current.version,
      },
    });
    expect((await history()).map((r) => r.outdated)).toEqual([true]);
    await new Promise((resolve) => setTimeout(resolve, 5));
    await assess(jar.id, ['DE']);
    expect((await history()).map((r) => r.outdated)).toEqual([false, true]);
  });

  it('refuses an incomplete packaging, an unknown country and someone else’s packaging', async () => {
    const draft = await call<Pack>('POST', '/packages', {
      token: engineer.token,
      body: { name: 'Sketch', draft: true, components: [{ name: 'Something' }] },
    });
    const incomplete = await assess(draft.body.id, ['DE']);
    expect(incomplete.status).toBe(400);
    expect(Object.keys(incomplete.body.fields ?? {})).toEqual(['components']);
    const can = await fromTemplate('aluminium-can');
    const unknownCountry = await assess(can.id, ['XX']);
    expect(unknownCountry.status).toBe(400);
    const foreign = await assess(can.id, ['DE'], outsider.token);
    expect(foreign.body).toMatchObject({ code: 'NOT_FOUND' });
    const noCountry = await call<{ fields?: Record<string, string> }>(
      'POST',
      `/packages/${can.id}/assessments`,
      { token: engineer.token, malformed: true, body: { countryIds: [] } },
    );
    expect(noCountry.body.fields).toEqual({ countryIds: 'Choose at least one country' });
    const eleven = ['AT', 'BE', 'BG', 'HR', 'CY', 'CZ', 'DK', 'EE', 'FI', 'FR', 'DE'];
    const tooMany = await call<{ fields?: Record<string, string> }>(
      'POST',
      `/packages/${can.id}/assessments`,
      {
        token: engineer.token,
        malformed: true,
        body: { countryIds: eleven },
      },
    );
    expect(tooMany.status).toBe(400);
    expect(Object.keys(tooMany.body.fields ?? {})).toEqual(['countryIds']);
  });
});
