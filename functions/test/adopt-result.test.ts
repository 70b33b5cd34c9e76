import { describe, expect, it } from 'vitest';
import { getPackage } from '../src/data/repositories/packages';
import { readPortfolio } from '../src/data/repositories/portfolio';
import { storedPpwrSummary } from '../src/data/repositories/ppwr-summaries';
import { recomputePpwrSummary } from '../src/services/packaging/ppwr-summaries';
import { queryAuditEntries } from '../src/data/repositories/audit-entries';
import { resultKeyPartsOf } from '../src/data/result-ids';
import { tenantKeys } from '../src/data/keys';
import { getItem, updateFields } from '../src/data/table';
import { useApi } from './support/api';
import { companyMember } from './support/company-members';
import { barrierPouch } from './support/components';
import { createTestTenant } from './support/tenants';

/**
 * "Use these results" in the side-by-side view adopts the stored comparison run as the country's
 * latest result, without assessing again (issue 36 §3, decision 046): the grade, findings and
 * evidence the user looked at are the ones that count.
 */
const call = useApi();
const tenant = await createTestTenant('adopt');
const engineer = await companyMember(tenant, { role: 'CLIENT_ADMIN' });

interface Result {
  id: string;
  grade: string;
  score: number | null;
  methodology: string;
  methodVersion: string;
  packageVersion: number | null;
  comparison: boolean;
  assessmentCountryId: string;
  findings: unknown[];
}
interface Evidence {
  inputs: unknown;
  tables: unknown;
  rowsUsed: unknown;
  packageVersion: number | null;
}

const as = (token: string) => ({
  pouch: async () =>
    (await call<{ id: string; version: number }>('POST', '/packages', { token, body: barrierPouch })).body,
  assess: async (packageId: string, methodology: string, comparison: boolean) =>
    (
      await call<Result[]>('POST', `/packages/${packageId}/assessments`, {
        token,
        body: { countryIds: ['DE'], methodology, comparison },
      })
    ).body[0]!,
  adopt: (packageId: string, resultId: string) =>
    call<Result & { code: string; message: string }>(
      'POST',
      `/packages/${packageId}/results/${resultId}/adopt`,
      { token },
    ),
  history: async (packageId: string) =>
    (await call<{ items: Result[] }>('GET', `/packages/${packageId}/results`, { token })).body.items,
  evidence: async (packageId: string, resultId: string) =>
    (await call<Evidence>('GET', `/packages/${packageId}/results/${resultId}/evidence`, { token })).body,
});
const me = as(engineer.token);

/** A packaging with a CEFLEX result for Germany and a PRE comparison run that disagrees with it. */
const comparedPouch = async () => {
  const pack = await me.pouch();
  const main = await me.assess(pack.id, 'ceflex', false);
  const compared = await me.assess(pack.id, 'pre', true);
  // EVOH at 7 %: green in CEFLEX (≤ 10 %), red under PRE (> 5 %), so the grades differ.
  expect(compared.grade).not.toBe(main.grade);
  return { pack, main, compared };
};

/** The company's dashboard counters for Germany: packaging per latest grade, and outdated ones. */
const germanCounters = async () => {
  const counts = await readPortfolio(tenant.clientId, tenant.companyId);
  return {
    grades: Object.fromEntries(counts.grades.get('DE') ?? []),
    outdated: counts.outdated.get('DE') ?? 0,
  };
};

/** What a refusal must leave as it was: the packaging's grades and stamp, and its history. */
const storedState = async (packageId: string) => {
  const pkg = await getPackage(tenant.clientId, tenant.companyId, packageId);
  return {
    grades: pkg?.grades,
    gradeStamp: pkg?.gradeStamp,
    assessedWith: pkg?.assessedWith,
    history: (await me.history(packageId)).map((result) => [result.id, result.comparison]),
    portfolio: await germanCounters(),
  };
};

describe('adopting a comparison result', () => {
  it('makes the stored comparison the country’s latest result: same grade, findings and evidence', async () => {
    const { pack, main, compared } = await comparedPouch();
    // The run stored under an older engine: an engine run now would stamp today's version, a
    // copy keeps the one the user compared.
    const parts = resultKeyPartsOf(compared.id)!;
    const runKey = tenantKeys.packageResult(
      tenant.clientId,
      tenant.companyId,
      pack.id,
      parts.assessedAt,
      'DE',
    );
    await updateFields(runKey, { methodVersion: '2020.1' });
    const runBefore = await getItem(runKey, { consistent: true });
    const countersBefore = (await germanCounters()).grades;

    const adopted = await me.adopt(pack.id, compared.id);
    expect(adopted.status).toBe(200);
    expect(adopted.body).toMatchObject({
      methodology: 'pre',
      comparison: false,
      grade: compared.grade,
      score: compared.score,
      methodVersion: '2020.1',
      packageVersion: compared.packageVersion,
      assessmentCountryId: 'DE',
    });
    expect(adopted.body.findings).toEqual(compared.findings);

    // The history shows it as the newest, not a comparison; the run compared stays as it was.
    const [newest, ...older] = await me.history(pack.id);
    expect(newest).toMatchObject({ id: adopted.body.id, methodology: 'pre', comparison: false });
    expect(newest?.grade).toBe(compared.grade);
    expect(older.map((result) => [result.id, result.comparison])).toEqual([
      [compared.id, true],
      [main.id, false],
    ]);

    // Results are immutable (docs/evidence.md): the run adopted is stored exactly as before.
    expect(await getItem(runKey, { consistent: true })).toEqual(runBefore);

    const stored = await getPackage(tenant.clientId, tenant.companyId, pack.id);
    expect(stored?.grades?.DE).toBe(compared.grade);
    expect(stored?.assessedWith?.DE).toMatchObject({ methodology: 'pre', methodVersion: '2020.1' });

    const [adoptedEvidence, comparedEvidence] = await Promise.all([
      me.evidence(pack.id, adopted.body.id),
      me.evidence(pack.id, compared.id),
    ]);
    expect(adoptedEvidence.inputs).toEqual(comparedEvidence.inputs);
    expect(adoptedEvidence.tables).toEqual(comparedEvidence.tables);
    expect(adoptedEvidence.rowsUsed).toEqual(comparedEvidence.rowsUsed);

    // Art. 6 reads the latest grades: the stored PPWR summary is the one they give now.
    const summary = (await storedPpwrSummary(tenant.clientId, tenant.companyId, pack.id))?.summary;
    expect(summary).toEqual(await recomputePpwrSummary(tenant, pack.id));

    // The dashboard counts the packaging under its new grade, once.
    const countersAfter = (await germanCounters()).grades;
    expect(countersAfter[main.grade] ?? 0).toBe((countersBefore[main.grade] ?? 0) - 1);
    expect(countersAfter[compared.grade] ?? 0).toBe((countersBefore[compared.grade] ?? 0) + 1);

    const audit = await queryAuditEntries({
      clientId: tenant.clientId,
      actorId: engineer.id,
      actions: ['RESULT_ADOPTED'],
      from: '0000',
      to: '9999',
      limit: 10,
    });
    expect(audit.items.map((entry) => [entry.target?.id, entry.details])).toEqual([
      [pack.id, { result: compared.id, country: 'DE', methodology: 'pre', grade: compared.grade }],
    ]);
  });

  it('is refused once it is the latest, and for a result that is no comparison', async () => {
    const { pack, main, compared } = await comparedPouch();
    expect((await me.adopt(pack.id, compared.id)).status).toBe(200);
    const before = await storedState(pack.id);

    const again = await me.adopt(pack.id, compared.id);
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('RESULT_ALREADY_LATEST');
    const notComparison = await me.adopt(pack.id, main.id);
    expect(notComparison.status).toBe(409);
    expect(notComparison.body.code).toBe('RESULT_NOT_A_COMPARISON');
    expect(await storedState(pack.id)).toEqual(before);
  });

  it('is refused once the packaging changed since the comparison was computed', async () => {
    const { pack, compared } = await comparedPouch();
    const edited = await call('PUT', `/packages/${pack.id}`, {
      token: engineer.token,
      body: { ...barrierPouch, name: 'Barrier pouch, larger', version: pack.version },
    });
    expect(edited.status).toBe(200);
    const before = await storedState(pack.id);

    const refused = await me.adopt(pack.id, compared.id);
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('RESULT_OUTDATED');
    expect(refused.body.message).toMatch(/changed/);
    expect(await storedState(pack.id)).toEqual(before);
  });

  it('does not find an unknown result, another packaging’s or another company’s', async () => {
    const { pack, compared } = await comparedPouch();
    const other = await me.pouch();
    const before = await storedState(pack.id);

    const admin = await companyMember(tenant, { role: 'CLIENT_ADMIN' });
    const company = await call<{ id: string }>('POST', '/company/create', {
      token: admin.token,
      body: { companyName: `Other ${pack.id.slice(0, 6)}` },
    });
    expect(company.status).toBe(200);
    const stranger = as((await companyMember({ ...tenant, companyId: company.body.id })).token);
    const theirs = await stranger.pouch();

    for (const [who, packageId, resultId] of [
      [me, pack.id, `${compared.id.slice(0, -8)}00000000`],
      [me, other.id, compared.id],
      [stranger, pack.id, compared.id],
      [stranger, theirs.id, compared.id],
    ] as const) {
      const answer = await who.adopt(packageId, resultId);
      expect(answer.status).toBe(404);
      expect(answer.body.code).toBe('RESULT_NOT_FOUND');
    }
    expect(await storedState(pack.id)).toEqual(before);
  });
});
