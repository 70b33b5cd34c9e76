import { randomUUID } from 'node:crypto';
import { TransactWriteCommand, type TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { describe, expect, it, vi } from 'vitest';
import type { PortfolioSummary } from '@recyclens/shared';
import { METHOD_VERSION } from '../src/assessment';
import type * as LimitsModule from '../src/jobs/bulk-assessment-limits';
import { documentClient } from '../src/data/aws/clients';
import { tenantKeys } from '../src/data/keys';
import { putItem } from '../src/data/table';
import { rebuildPortfolio } from '../src/services/assessments/portfolio-rebuild';
import { useApi, type ApiAnswer } from './support/api';
import { followJob, gradedPerCountry, resultsOf, seedCompany, type JobJson } from './support/bulk-assessment';
import { portfolioStamp } from './support/large-portfolio';

/**
 * Bulk assessment (issue 21 §4, decision 015): a selection, a project or the whole company
 * assessed as a job the web app follows, one job per company, resumable without assessing a
 * packaging twice, and "re-assess outdated" after an engine update. Jobs run at the production
 * pace (50 packaging a second) unless a test lifts it to keep the file short.
 */
const pace = vi.hoisted(() => ({ lifted: true }));
vi.mock('../src/jobs/bulk-assessment-limits', async (importOriginal) => {
  const actual = await importOriginal<typeof LimitsModule>();
  const limits = actual.bulkAssessmentLimits;
  return {
    bulkAssessmentLimits: {
      ...limits,
      get packagesPerSecond() {
        return pace.lifted ? 1_000_000 : limits.packagesPerSecond;
      },
    },
  };
});

const call = useApi();

describe('a bulk assessment of the whole company', () => {
  it('shows its progress, refuses a second job meanwhile and assesses what can be, counters exact', async () => {
    // 150 complete packaging and 10 drafts without components; at the real pace: three seconds.
    const company = await seedCompany(call, 160, (index) =>
      index >= 150 ? { draft: true, components: [] } : {},
    );
    pace.lifted = false;
    try {
      const started = await company.as<JobJson>('POST', '/assessment-jobs', {
        body: { countryIds: ['DE', 'FR'], methodology: 'ceflex' },
      });
      expect(started.status).toBe(200);
      expect(started.body).toMatchObject({ scope: 'all', status: 'queued', total: 160, done: 0 });

      const second = await company.as<{ code: string; fields: Record<string, string> }>(
        'POST',
        '/assessment-jobs/outdated',
      );
      expect([second.status, second.body.code, second.body.fields]).toEqual([
        409,
        'ASSESSMENT_JOB_RUNNING',
        { jobId: started.body.id },
      ]);
      const resumeRunning = await company.as<{ code: string }>(
        'POST',
        `/assessment-jobs/${started.body.id}/resume`,
      );
      expect([resumeRunning.status, resumeRunning.body.code]).toEqual([409, 'ASSESSMENT_JOB_NOT_RESUMABLE']);

      const { job, seen } = await followJob(company.as, started.body.id);
      expect(seen.some((state) => state.status === 'running' && state.done > 0 && state.done < 160)).toBe(
        true,
      );
      expect(job).toMatchObject({
        status: 'done',
        total: 160,
        done: 160,
        assessed: 150,
        failed: 10,
        error: null,
      });
    } finally {
      pace.lifted = true;
    }
    expect(await gradedPerCountry(company.as)).toEqual({
      DE: { graded: 150, outdated: 0 },
      FR: { graded: 150, outdated: 0 },
    });
    // The company's lock is given back: the next job starts.
    const next = await company.as<JobJson>('POST', '/assessment-jobs', {
      body: { countryIds: ['DE'], packageIds: [company.packages[0]?.id] },
    });
    expect([next.status, (await followJob(company.as, next.body.id)).job.assessed]).toEqual([200, 1]);
  });
});

describe('a bulk assessment that fails half-way', () => {
  // Its time is work, not waiting: 400 packaging seeded, two portfolio rebuilds, 300 assessments
  // with their PPWR and EPR upkeep and 200 results read back go past the 30 s default (there to
  // catch a hang) on CI's two busy workers.
  it('is resumed from its last saved chunk without assessing any packaging twice, counters exact', async () => {
    const company = await seedCompany(call, 400);
    // The seeder writes packaging straight to the table, without the PPWR summaries every product
    // write keeps: the rebuild gives them, so the final comparison covers the PPWR counts too.
    await rebuildPortfolio(company.tenant.clientId, company.tenant.companyId);
    // The fifth transaction writing results fails: the second chunk of 100 has written its first
    // 33 packaging (3 items each with two countries) and not saved its progress.
    const send = documentClient.send.bind(documentClient);
    const dynamo = mockClient(documentClient);
    dynamo.send.callThrough();
    let resultWrites = 0;
    dynamo.on(TransactWriteCommand).callsFake(async (input: TransactWriteCommandInput) => {
      const writesResults = (input.TransactItems ?? []).some(
        (item) => item.Put?.Item?.['entity'] === 'PackageResult',
      );
      if (writesResults && ++resultWrites === 5) throw new Error('The worker crashed');
      return send(new TransactWriteCommand(input));
    });
    let jobId: string;
    try {
      const started = await company.as<JobJson>('POST', '/assessment-jobs', {
        body: { countryIds: ['DE', 'FR'], methodology: 'pre', projectId: company.projectId },
      });
      expect(started.status).toBe(200);
      jobId = started.body.id;
      const { job } = await followJob(company.as, jobId);
      expect(job).toMatchObject({ status: 'failed', done: 100, assessed: 100 });
      expect(job.error).toMatch(/resume/i);
    } finally {
      dynamo.restore();
    }
    const resumed = await company.as<JobJson>('POST', `/assessment-jobs/${jobId}/resume`);
    expect([resumed.status, resumed.body.status]).toEqual([200, 'running']);
    const { job } = await followJob(company.as, jobId);
    // Half of the seeded packaging (the even ones) is in the project.
    expect(job).toMatchObject({ status: 'done', total: 200, done: 200, assessed: 200, failed: 0 });

    const inProject = company.packages.filter((pkg) => pkg.projectId === company.projectId);
    for (const pkg of inProject) {
      const countries = (await resultsOf(pkg)).map((result) => result.countryId).sort();
      expect(countries, pkg.name).toEqual(['DE', 'FR']);
    }
    const counted = await gradedPerCountry(company.as);
    expect(counted).toEqual({ DE: { graded: 200, outdated: 0 }, FR: { graded: 200, outdated: 0 } });
    // Counting everything again from the stored results gives the same figures.
    const before = await company.as<PortfolioSummary>('GET', '/portfolio');
    await rebuildPortfolio(company.tenant.clientId, company.tenant.companyId);
    expect((await company.as<PortfolioSummary>('GET', '/portfolio')).body).toEqual(before.body);
  }, 120_000);

  it('goes on to the end when resumed the moment it shows failed', async () => {
    const company = await seedCompany(call, 20);
    const send = documentClient.send.bind(documentClient);
    const dynamo = mockClient(documentClient);
    dynamo.send.callThrough();
    let crashed = false;
    let resumed: Promise<ApiAnswer<JobJson>> | undefined;
    // Claims of the job once it failed: the resume's, then its run's.
    let claims = 0;
    let runClaimed: () => void = () => undefined;
    const runHasClaimed = new Promise<void>((resolve) => (runClaimed = resolve));
    dynamo.on(TransactWriteCommand).callsFake(async (input: TransactWriteCommandInput) => {
      const items = input.TransactItems ?? [];
      if (!crashed && items.some((item) => item.Put?.Item?.['entity'] === 'PackageResult')) {
        crashed = true;
        throw new Error('The worker crashed');
      }
      const answer = await send(new TransactWriteCommand(input));
      const job = items.find((item) => item.Put?.Item?.['entity'] === 'AssessmentJob')?.Put?.Item;
      if (resumed && job?.['status'] === 'running' && ++claims === 2) runClaimed();
      // The user resumes as soon as the job reads failed, and its run starts, all before the
      // failed run's next request.
      if (!resumed && job?.['status'] === 'failed') {
        resumed = company.as<JobJson>('POST', `/assessment-jobs/${String(job['id'])}/resume`);
        await resumed;
        await runHasClaimed;
      }
      return answer;
    });
    try {
      const started = await company.as<JobJson>('POST', '/assessment-jobs', {
        body: { countryIds: ['DE', 'FR'], methodology: 'pre' },
      });
      expect(started.status).toBe(200);
      while (!resumed) await new Promise((resolve) => setTimeout(resolve, 50));
      const answer = await resumed;
      expect([answer.status, answer.body.status]).toEqual([200, 'running']);
      const { job } = await followJob(company.as, started.body.id);
      expect(job).toMatchObject({ status: 'done', total: 20, done: 20, assessed: 20, failed: 0 });
    } finally {
      dynamo.restore();
    }
    expect(await gradedPerCountry(company.as)).toEqual({
      DE: { graded: 20, outdated: 0 },
      FR: { graded: 20, outdated: 0 },
    });
  });
});

describe('re-assessing outdated results', () => {
  it('re-assesses results of an older engine and of edited packaging, each by its own methodology', async () => {
    const oldEngine = '2025.1.1';
    const assessedAt = portfolioStamp(100_000);
    // 0–39 current, 40–79 by an older engine, 80–119 edited since, 120–159 assessed before
    // packaging kept their engine (only the result says), 160–199 never assessed.
    const kind = (index: number) =>
      ['current', 'old-engine', 'edited', 'unrecorded', 'never'][Math.floor(index / 40)];
    const company = await seedCompany(call, 200, (index) => {
      const version = kind(index) === 'current' || kind(index) === 'edited' ? METHOD_VERSION : oldEngine;
      return kind(index) === 'never'
        ? {}
        : {
            lastAssessedAt: assessedAt,
            ...(kind(index) === 'edited' ? { contentUpdatedAt: portfolioStamp(200_000) } : {}),
            ...(kind(index) === 'unrecorded'
              ? {}
              : { assessedWith: { DE: { methodVersion: version, methodology: 'pre' as const } } }),
          };
    });
    for (const [index, pkg] of company.packages.entries()) {
      if (kind(index) === 'never') continue;
      const version = kind(index) === 'current' || kind(index) === 'edited' ? METHOD_VERSION : oldEngine;
      await putItem({
        ...tenantKeys.packageResult(pkg.clientId, pkg.companyId, pkg.id, assessedAt, 'DE'),
        entity: 'PackageResult',
        id: randomUUID(),
        packageId: pkg.id,
        countryId: 'DE',
        methodology: 'pre',
        methodVersion: version,
        grade: 'C',
        score: 50,
        stream: null,
        mainMaterialShare: null,
        findings: [],
        componentNames: ['Body'],
        createdAt: assessedAt,
        updatedAt: assessedAt,
        version: 1,
      });
    }
    // Grades, outdated countries and counters as the API keeps them, derived from the results.
    await rebuildPortfolio(company.tenant.clientId, company.tenant.companyId);
    expect(await gradedPerCountry(company.as)).toEqual({ DE: { graded: 160, outdated: 40 } });

    const started = await company.as<JobJson>('POST', '/assessment-jobs/outdated');
    expect([started.status, started.body.scope, started.body.total]).toEqual([200, 'outdated', 200]);
    const { job } = await followJob(company.as, started.body.id);
    expect(job).toMatchObject({ status: 'done', done: 200, assessed: 120, failed: 0 });

    for (const [index, pkg] of company.packages.entries()) {
      const results = await resultsOf(pkg);
      const expected = { current: 1, 'old-engine': 2, edited: 2, unrecorded: 2, never: 0 }[
        kind(index) ?? 'never'
      ];
      expect(results, `${kind(index)} ${index}`).toHaveLength(expected ?? 0);
      const newest = results.at(-1);
      if (newest) expect([newest.methodVersion, newest.methodology]).toEqual([METHOD_VERSION, 'pre']);
    }
    expect(await gradedPerCountry(company.as)).toEqual({ DE: { graded: 160, outdated: 0 } });
    const before = await company.as<PortfolioSummary>('GET', '/portfolio');
    await rebuildPortfolio(company.tenant.clientId, company.tenant.companyId);
    expect((await company.as<PortfolioSummary>('GET', '/portfolio')).body).toEqual(before.body);
  });
});

describe('starting a bulk assessment', () => {
  // The document itself refuses an empty countryIds: that body is sent as malformed.
  const malformed = ['no country'];
  it.each([
    ['an unknown country', { countryIds: ['XX'] }, 400, 'VALIDATION_FAILED'],
    ['no country', { countryIds: [] }, 400, 'VALIDATION_FAILED'],
    [
      'packaging and a project at once',
      { countryIds: ['DE'], packageIds: ['a'], projectId: 'b' },
      400,
      'VALIDATION_FAILED',
    ],
    ['an unknown project', { countryIds: ['DE'], projectId: 'no-such-project' }, 404, 'NOT_FOUND'],
    [
      'packaging of another company',
      { countryIds: ['DE'], packageIds: ['no-such-package'] },
      404,
      'NOT_FOUND',
    ],
  ])('refuses %s with a clear error and starts nothing', async (what, body, status, code) => {
    const company = await seedCompany(call, 1);
    const answer = await company.as<{ code: string }>('POST', '/assessment-jobs', {
      body,
      malformed: malformed.includes(what),
    });
    expect([answer.status, answer.body.code]).toEqual([status, code]);
    // Nothing holds the company's lock: a valid start goes ahead.
    const valid = await company.as<JobJson>('POST', '/assessment-jobs', { body: { countryIds: ['DE'] } });
    expect(valid.status).toBe(200);
    await followJob(company.as, valid.body.id);
  });

  it("does not show another company's job", async () => {
    const owner = await seedCompany(call, 1);
    const other = await seedCompany(call, 1);
    const started = await owner.as<JobJson>('POST', '/assessment-jobs', { body: { countryIds: ['DE'] } });
    expect((await other.as('GET', `/assessment-jobs/${started.body.id}`)).status).toBe(404);
    await followJob(owner.as, started.body.id);
  });
});
