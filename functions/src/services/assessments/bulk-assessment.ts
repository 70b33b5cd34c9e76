import { randomUUID } from 'node:crypto';
import type { AssessmentJob, RouteAnswerJson, RouteBody, Routes } from '@recyclens/shared';
import { expiryIn } from '../../data/expiry';
import {
  claimJob,
  createJob,
  endJob,
  getJob,
  lockHolder,
  type AssessmentJobItem,
  type NewAssessmentJob,
} from '../../data/repositories/assessment-jobs';
import { packagesOfCompany } from '../../data/repositories/packages';
import { readPortfolio } from '../../data/repositories/portfolio';
import { getProject } from '../../data/repositories/projects';
import { nowIso } from '../../data/clock';
import { AppError } from '../../errors/app-error';
import type { Caller } from '../../http/caller';
import { bulkAssessmentLimits as limits } from '../../jobs/bulk-assessment-limits';
import { dispatchJob, type AssessmentJobEvent } from '../../jobs/dispatch';
import type { Logger } from '../../logging/logger';
import { runAssessmentJob } from './bulk-assessment-run';
import { requireKnownLookups } from '../packaging/lookups';
import { companyOf } from '../packaging/package-access';
import { storedFieldsView } from '../stored-fields-view';

type JobJson = RouteAnswerJson<Routes['assessmentJob']>;

/**
 * A run that stopped without saying so (its Lambda crashed), or a job no worker took up, shows as
 * failed once its lease lapses: it can then be resumed.
 */
const view = (job: AssessmentJobItem): JobJson => {
  const lapsed = (job.status === 'running' || job.status === 'queued') && job.leaseUntil < Date.now();
  return {
    ...storedFieldsView(job),
    scope: job.scope,
    projectId: job.projectId,
    countryIds: job.countryIds,
    methodology: job.methodology,
    status: lapsed ? 'failed' : job.status,
    total: job.total,
    done: job.done,
    assessed: job.assessed,
    failed: job.failed,
    failures: job.failures ?? [],
    error: lapsed ? 'The assessment stopped. Resume it to go on where it stopped.' : job.error,
  };
};

const eventOf = (job: AssessmentJobItem): AssessmentJobEvent => ({
  kind: 'assessment-job',
  clientId: job.clientId,
  companyId: job.companyId,
  jobId: job.id,
});

const run = (logger: Logger) => (event: AssessmentJobEvent) => runAssessmentJob(event, logger);

const refuseRunning = async (clientId: string, companyId: string): Promise<never> => {
  const running = await lockHolder(clientId, companyId);
  throw new AppError('ASSESSMENT_JOB_RUNNING', running ? { fields: { jobId: running } } : {});
};

/** The selected ids, each once, all of them packaging of this company (else 404 naming some). */
const existingSelection = async (clientId: string, companyId: string, requested: string[]) => {
  const ids = [...new Set(requested)];
  const found = await packagesOfCompany(clientId, companyId, ids);
  const existing = new Set(found.filter((pkg) => !pkg.deletedAt).map((pkg) => pkg.id));
  const missing = ids.filter((id) => !existing.has(id));
  if (missing.length > 0)
    throw new AppError('NOT_FOUND', {
      fields: { packageIds: `Unknown packaging: ${missing.slice(0, 5).join(', ')}` },
    });
  return ids;
};

const startJob = async (
  caller: Caller,
  fields: Pick<AssessmentJobItem, 'scope' | 'projectId' | 'countryIds' | 'methodology' | 'total'>,
  ids: readonly string[],
  logger: Logger,
) => {
  const companyId = companyOf(caller);
  const now = nowIso();
  const id = randomUUID();
  const newJob: NewAssessmentJob = {
    id,
    clientId: caller.clientId,
    companyId,
    userId: caller.userId,
    ...fields,
    status: 'queued',
    done: 0,
    assessed: 0,
    failed: 0,
    failures: [],
    cursor: null,
    step: 0,
    // Held from the start: a second start is refused while this one waits for its worker.
    leaseUntil: Date.now() + limits.queuedLeaseMs,
    error: null,
    createdAt: now,
    updatedAt: now,
    version: 1,
    ttl: expiryIn(limits.keepDays * 24 * 3600).ttl,
  };
  const chunks: string[][] = [];
  for (let i = 0; i < ids.length; i += limits.idsPerItem) chunks.push(ids.slice(i, i + limits.idsPerItem));
  const job = await createJob(newJob, chunks);
  if (!job) return refuseRunning(caller.clientId, companyId);
  await dispatchOrFail(job, logger);
  return view(job);
};

/** A job whose worker could not be invoked fails at once, freeing the company's lock. */
const dispatchOrFail = async (job: AssessmentJobItem, logger: Logger) => {
  try {
    await dispatchJob(eventOf(job), run(logger), logger);
  } catch (error) {
    await endJob(job, 'failed', 'The assessment could not be started. Please try again.');
    throw error;
  }
};

/** Assesses the selection, a project or the whole company for the same countries and methodology. */
export const startAssessmentJob = async (
  caller: Caller,
  body: RouteBody<Routes['startAssessmentJob']>,
  logger: Logger,
) => {
  const companyId = companyOf(caller);
  const countryIds = [...new Set(body.countryIds)];
  for (const countryId of countryIds)
    await requireKnownLookups({ components: [], assessmentCountryId: countryId });
  const common = { countryIds, methodology: body.methodology };
  if (body.packageIds) {
    const ids = await existingSelection(caller.clientId, companyId, body.packageIds);
    return startJob(
      caller,
      { ...common, scope: 'selection', projectId: null, total: ids.length },
      ids,
      logger,
    );
  }
  if (body.projectId) {
    const project = await getProject(caller.clientId, companyId, body.projectId);
    if (!project) throw new AppError('NOT_FOUND', { fields: { projectId: 'Unknown project' } });
    return startJob(
      caller,
      { ...common, scope: 'project', projectId: project.id, total: project.packageCount },
      [],
      logger,
    );
  }
  const { packages } = await readPortfolio(caller.clientId, companyId);
  return startJob(caller, { ...common, scope: 'all', projectId: null, total: packages }, [], logger);
};

/**
 * Re-assesses every outdated result of the company. Which are outdated is known only per
 * packaging (an engine update changes no item), so the job goes through all of it (decision 015).
 */
export const reassessOutdated = async (caller: Caller, logger: Logger) => {
  const { packages } = await readPortfolio(caller.clientId, companyOf(caller));
  return startJob(
    caller,
    { scope: 'outdated', projectId: null, countryIds: [], methodology: null, total: packages },
    [],
    logger,
  );
};

const requireJob = async (caller: Caller, jobId: string) => {
  const job = await getJob(caller.clientId, companyOf(caller), jobId);
  if (!job) throw new AppError('NOT_FOUND');
  return job;
};

export const assessmentJobStatus = async (caller: Caller, jobId: string): Promise<JobJson> =>
  view(await requireJob(caller, jobId));

/** Goes on with a failed or stopped job from its last saved chunk. */
export const resumeAssessmentJob = async (caller: Caller, jobId: string, logger: Logger) => {
  const job = await requireJob(caller, jobId);
  const stopped: AssessmentJob['status'] = view(job).status;
  if (stopped !== 'failed') throw new AppError('ASSESSMENT_JOB_NOT_RESUMABLE');
  const claimed = await claimJob(job, { resume: true, leaseUntil: Date.now() + limits.queuedLeaseMs });
  if (!claimed) return refuseRunning(caller.clientId, job.companyId);
  await dispatchOrFail(claimed, logger);
  return view(claimed);
};
