import { BULK_ASSESS_FAILURES_NAMED, type AssessmentJob } from '@recyclens/shared';
import { METHOD_VERSION } from '../../assessment';
import {
  claimJob,
  endJob,
  getJob,
  saveProgress,
  selectedIds,
  type AssessmentJobItem,
} from '../../data/repositories/assessment-jobs';
import {
  companyPackagesPage,
  getPackage,
  packagesOfCompany,
  projectPackagesPage,
  type PackageItem,
} from '../../data/repositories/packages';
import {
  isMainResult,
  latestResultsUpdate,
  resultPut,
  resultsPage,
} from '../../data/repositories/package-results';
import { refreshAfterGrades } from '../packaging/ppwr-summaries';
import { addChange, portfolioUpdate, type CounterChanges } from '../../data/repositories/portfolio';
import { nowIso } from '../../data/clock';
import { transactWrite } from '../../data/transactions';
import { hasErrorCode } from '../../errors/app-error';
import { bulkAssessmentLimits as limits } from '../../jobs/bulk-assessment-limits';
import { dispatchJob, type AssessmentJobEvent } from '../../jobs/dispatch';
import type { Logger } from '../../logging/logger';
import {
  isAssessable,
  countAssessments,
  newResults,
  resultsCounterChanges,
  type CountryRun,
} from './assessments';

/** DynamoDB's most items in one transaction, less the company's counter item. */
const TRANSACTION_ITEMS = 99;

interface Outcome {
  assessed: number;
  failed: number;
  failures: AssessmentJob['failures'];
}
const none: Outcome = { assessed: 0, failed: 0, failures: [] };
const sum = (a: Outcome, b: Outcome): Outcome => ({
  assessed: a.assessed + b.assessed,
  failed: a.failed + b.failed,
  failures: [...a.failures, ...b.failures].slice(0, BULK_ASSESS_FAILURES_NAMED),
});
/** One packaging left out, named so the user can open it. */
const failure = (pkg: PackageItem, reason: AssessmentJob['failures'][number]['reason']): Outcome => ({
  assessed: 0,
  failed: 1,
  failures: [{ packageId: pkg.id, name: pkg.name, reason }],
});

const lease = () => Date.now() + limits.leaseMs;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));

/** The next chunk of the job's packaging from its cursor, and the cursor after it (null: the last). */
const nextChunk = async (
  job: AssessmentJobItem,
): Promise<{ packages: PackageItem[]; cursor: string | null }> => {
  if (job.scope === 'selection') {
    const chunk = Number(job.cursor ?? 0);
    const ids = (await selectedIds(job, chunk)) ?? [];
    const found = await packagesOfCompany(job.clientId, job.companyId, ids, { consistent: true });
    const byId = new Map(found.filter((pkg) => !pkg.deletedAt).map((pkg) => [pkg.id, pkg]));
    const more = (chunk + 1) * limits.idsPerItem < job.total;
    return { packages: ids.flatMap((id) => byId.get(id) ?? []), cursor: more ? String(chunk + 1) : null };
  }
  const query = { limit: limits.chunkSize, cursor: job.cursor ?? undefined };
  const page =
    job.scope === 'project' && job.projectId
      ? await projectPackagesPage(job.clientId, job.companyId, job.projectId, query)
      : await companyPackagesPage(job.clientId, job.companyId, query);
  return { packages: page.items, cursor: page.nextCursor };
};

/**
 * Each country's last engine and methodology for packaging assessed before the packaging kept
 * them (`assessedWith`): read from its newest results, once per such packaging.
 */
const lastRunsFromResults = async (pkg: PackageItem) => {
  const page = await resultsPage(pkg, { limit: 50 });
  const runs: NonNullable<PackageItem['assessedWith']> = {};
  for (const result of page.items.filter(isMainResult))
    runs[result.countryId] ??= { methodVersion: result.methodVersion, methodology: result.methodology };
  return runs;
};

/**
 * What the job assesses of one packaging: its countries, or when re-assessing outdated results
 * each country whose latest result is older than the packaging's last edit or than the engine,
 * by the methodology it was assessed with.
 */
const runsFor = async (job: AssessmentJobItem, pkg: PackageItem): Promise<CountryRun[]> => {
  if (job.scope !== 'outdated')
    return job.countryIds.map((countryId) => ({ countryId, methodology: job.methodology ?? 'ceflex' }));
  const countries = Object.keys(pkg.grades ?? {});
  const kept = pkg.assessedWith ?? {};
  const read = countries.some((countryId) => !kept[countryId]) ? await lastRunsFromResults(pkg) : {};
  return countries.flatMap((countryId) => {
    const last = kept[countryId] ?? read[countryId];
    const outdated =
      (pkg.outdatedCountries ?? []).includes(countryId) || !last || last.methodVersion !== METHOD_VERSION;
    return outdated ? [{ countryId, methodology: last?.methodology ?? 'ceflex' }] : [];
  });
};

/**
 * Writes one group's results, packaging and counters in one transaction. When any packaging of it
 * changed since it was read, none is written: each is then read again and written on its own.
 */
const writeGroup = async (
  job: AssessmentJobItem,
  group: { pkg: PackageItem; runs: CountryRun[] }[],
): Promise<Outcome> => {
  const now = nowIso();
  const written = group.map(({ pkg, runs }) => ({ pkg, results: newResults(pkg, runs, now) }));
  const changes: CounterChanges = new Map();
  for (const { pkg, results } of written)
    for (const [name, delta] of resultsCounterChanges(pkg, results)) addChange(changes, name, delta);
  try {
    await transactWrite([
      ...written.flatMap(({ results }) => results.map(resultPut)),
      ...written.map(({ pkg, results }) => latestResultsUpdate(pkg, results, now, { bulkJobId: job.id })),
      ...portfolioUpdate(job.clientId, job.companyId, changes),
    ]);
    countAssessments(written.flatMap(({ results }) => results));
    await refreshAfterGrades(
      job,
      group.map(({ pkg }) => pkg.id),
    );
    return { assessed: group.length, failed: 0, failures: [] };
  } catch (error) {
    if (!hasErrorCode(error, 'VERSION_CONFLICT')) throw error;
    // Edited, deleted or assessed meanwhile: a single packaging that still conflicts is left out.
    const [single] = group;
    if (group.length === 1 && single) return failure(single.pkg, 'changed');
    let outcome = none;
    for (const { pkg } of group) {
      const fresh = await getPackage(job.clientId, job.companyId, pkg.id);
      outcome = sum(outcome, await assessPackages(job, fresh ? [fresh] : []));
    }
    return outcome;
  }
};

/**
 * Assesses a chunk of packaging for the job. A packaging this job already gave results (a run
 * that stopped after writing it, before saving its progress) counts as assessed and is not
 * assessed again.
 */
const assessPackages = async (job: AssessmentJobItem, packages: readonly PackageItem[]): Promise<Outcome> => {
  let outcome = none;
  let group: { pkg: PackageItem; runs: CountryRun[] }[] = [];
  let groupItems = 0;
  const assessedBefore: string[] = [];
  for (const pkg of packages) {
    if (pkg.bulkJobId === job.id) {
      outcome = sum(outcome, { assessed: 1, failed: 0, failures: [] });
      assessedBefore.push(pkg.id);
      continue;
    }
    const runs = await runsFor(job, pkg);
    if (runs.length === 0) continue;
    if (!isAssessable(pkg)) {
      outcome = sum(outcome, failure(pkg, 'incomplete'));
      continue;
    }
    if (groupItems + runs.length + 1 > TRANSACTION_ITEMS) {
      outcome = sum(outcome, await writeGroup(job, group));
      group = [];
      groupItems = 0;
    }
    group.push({ pkg, runs });
    groupItems += runs.length + 1;
  }
  if (group.length > 0) outcome = sum(outcome, await writeGroup(job, group));
  // The run that wrote their grades may have stopped before their PPWR summaries followed.
  if (assessedBefore.length > 0) await refreshAfterGrades(job, assessedBefore);
  return outcome;
};

/**
 * Runs a bulk assessment from its saved cursor: chunk by chunk, saving progress and cursor after
 * each, at the job's pace, handing on to a fresh run before Lambda's time limit. A run that fails
 * marks the job failed and frees the company's lock; resuming goes on from the last saved chunk.
 */
export const runAssessmentJob = async (
  event: AssessmentJobEvent,
  logger: Logger,
  /** In AWS, the worker's own name: it hands on to a fresh invocation of itself. */
  worker: { functionName?: string } = {},
): Promise<void> => {
  const read = await getJob(event.clientId, event.companyId, event.jobId);
  if (!read) return;
  let job = await claimJob(read, { resume: false, leaseUntil: lease() });
  // Done, failed (until resumed) or already taken on by another run.
  if (!job) return;
  const started = Date.now();
  try {
    for (;;) {
      if (Date.now() - started > limits.handOffAfterMs) {
        logger.info('bulk assessment handed on', { jobId: job.id, done: job.done });
        await dispatchJob(event, (next) => runAssessmentJob(next, logger), logger, worker);
        return;
      }
      const chunkStarted = Date.now();
      const chunk = await nextChunk(job);
      const outcome = await assessPackages(job, chunk.packages);
      const saved = await saveProgress(
        job,
        {
          cursor: chunk.cursor,
          total: job.total,
          done: job.done + chunk.packages.length,
          assessed: job.assessed + outcome.assessed,
          failed: job.failed + outcome.failed,
          failures: [...(job.failures ?? []), ...outcome.failures].slice(0, BULK_ASSESS_FAILURES_NAMED),
        },
        lease(),
      );
      // Another run of this job saved first (a retried invocation): it goes on, this one stops.
      if (!saved) return;
      job = saved;
      if (chunk.cursor === null) {
        await endJob(job, 'done', null);
        return;
      }
      await pause((chunk.packages.length * 1000) / limits.packagesPerSecond - (Date.now() - chunkStarted));
    }
  } catch (error) {
    logger.error('bulk assessment stopped', { error, jobId: job.id });
    await endJob(job, 'failed', 'The assessment stopped. Resume it to go on where it stopped.');
  }
};
