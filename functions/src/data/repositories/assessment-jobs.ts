import type { AssessmentJob } from '@recyclens/shared';
import { env } from '../../config/env';
import { hasErrorCode } from '../../errors/app-error';
import { tenantKeys } from '../keys';
import { getItem, nowIso, transactWrite, type StoredItem, type TransactItem } from '../table';

/** A job as a service creates it: everything but how the table stores it. */
export interface NewAssessmentJob {
  id: string;
  clientId: string;
  companyId: string;
  userId: string;
  scope: AssessmentJob['scope'];
  projectId: string | null;
  countryIds: string[];
  methodology: 'ceflex' | 'pre' | null;
  status: AssessmentJob['status'];
  total: number;
  done: number;
  assessed: number;
  failed: number;
  /** The first packaging it could not assess, named; jobs stored before they were kept have none. */
  failures?: AssessmentJob['failures'];
  /** Where the next chunk starts: a query cursor, or the next id chunk of a selection. */
  cursor: string | null;
  /** Raised with every saved chunk: a save is conditional on it, so two runs never both count one chunk. */
  step: number;
  /** Epoch ms until which the running worker holds the company's lock. */
  leaseUntil: number;
  error: string | null;
  createdAt: string;
  updatedAt: string;
  version: number;
  ttl: number;
}

export type AssessmentJobItem = StoredItem & NewAssessmentJob;

export type JobProgress = Pick<
  AssessmentJobItem,
  'cursor' | 'done' | 'assessed' | 'failed' | 'failures' | 'total'
>;

const table = () => env().TABLE_NAME;
const lockKey = (job: Pick<AssessmentJobItem, 'clientId' | 'companyId'>) =>
  tenantKeys.assessmentLock(job.clientId, job.companyId);

/** Takes the company's lock for the job, if it is free, lapsed or already the job's. */
const takeLock = (job: AssessmentJobItem): TransactItem => ({
  Put: {
    TableName: table(),
    Item: { ...lockKey(job), entity: 'AssessmentLock', jobId: job.id, leaseUntil: job.leaseUntil },
    ConditionExpression: 'attribute_not_exists(pk) OR leaseUntil < :now OR jobId = :jobId',
    ExpressionAttributeValues: { ':now': Date.now(), ':jobId': job.id },
  },
});

/** The running job that holds a company's lock, if any. */
export const lockHolder = async (clientId: string, companyId: string) => {
  const lock = await getItem<StoredItem & { jobId: string; leaseUntil: number }>(
    tenantKeys.assessmentLock(clientId, companyId),
    { consistent: true },
  );
  return lock && lock.leaseUntil >= Date.now() ? lock.jobId : undefined;
};

/**
 * Writes a new job (its item beside its selected ids, in a partition of its own), taking the
 * company's lock in the same transaction: two starts at once make one job. Answers the stored
 * job, or undefined when another job holds the lock.
 */
export const createJob = async (
  newJob: NewAssessmentJob,
  idChunks: readonly string[][],
): Promise<AssessmentJobItem | undefined> => {
  const job: AssessmentJobItem = {
    ...tenantKeys.assessmentJob(newJob.clientId, newJob.companyId, newJob.id),
    entity: 'AssessmentJob',
    ...newJob,
  };
  try {
    await transactWrite(
      [
        takeLock(job),
        { Put: { TableName: table(), Item: job } },
        ...idChunks.map((ids, chunk) => ({
          Put: {
            TableName: table(),
            Item: {
              ...tenantKeys.assessmentJobIds(job.clientId, job.companyId, job.id, chunk),
              entity: 'AssessmentJobIds',
              ids,
              ttl: job.ttl,
            },
          },
        })),
      ],
      () => 'ASSESSMENT_JOB_RUNNING',
    );
    return job;
  } catch (error) {
    if (hasErrorCode(error, 'ASSESSMENT_JOB_RUNNING')) return undefined;
    throw error;
  }
};

export const getJob = (clientId: string, companyId: string, jobId: string) =>
  getItem<AssessmentJobItem>(tenantKeys.assessmentJob(clientId, companyId, jobId), { consistent: true });

/** One chunk of a selection's ids, or undefined past the last. */
export const selectedIds = async (job: AssessmentJobItem, chunk: number) =>
  (
    await getItem<StoredItem & { ids: string[] }>(
      tenantKeys.assessmentJobIds(job.clientId, job.companyId, job.id, chunk),
      { consistent: true },
    )
  )?.ids;

/**
 * Claims a job for a run (a fresh start, a hand-on or a resume): it is running, with the lock
 * renewed. Answers the job as claimed, or undefined when it may not run: done, failed and not
 * being resumed, or its lock taken by another job.
 */
export const claimJob = async (
  job: AssessmentJobItem,
  options: { resume: boolean; leaseUntil: number },
): Promise<AssessmentJobItem | undefined> => {
  const claimed: AssessmentJobItem = {
    ...job,
    status: 'running',
    error: null,
    leaseUntil: options.leaseUntil,
    step: job.step + 1,
    updatedAt: nowIso(),
    version: job.version + 1,
  };
  try {
    await transactWrite(
      [
        takeLock(claimed),
        {
          Put: {
            TableName: table(),
            Item: claimed,
            // Only from the state it was read in; a failed job only when resumed.
            ConditionExpression: `#step = :step AND #status IN (${options.resume ? ':queued, :running, :failed' : ':queued, :running'})`,
            ExpressionAttributeNames: { '#step': 'step', '#status': 'status' },
            ExpressionAttributeValues: {
              ':step': job.step,
              ':queued': 'queued',
              ':running': 'running',
              ...(options.resume ? { ':failed': 'failed' } : {}),
            },
          },
        },
      ],
      (index) => (index === 0 ? 'ASSESSMENT_JOB_RUNNING' : 'ASSESSMENT_JOB_NOT_RESUMABLE'),
    );
    return claimed;
  } catch (error) {
    if (hasErrorCode(error, 'ASSESSMENT_JOB_RUNNING') || hasErrorCode(error, 'ASSESSMENT_JOB_NOT_RESUMABLE'))
      return undefined;
    throw error;
  }
};

/**
 * Saves a chunk's progress with the next cursor and renews the lock. Answers the job as saved, or
 * undefined when the job moved on without this run (another run of it saved first): this run
 * then stops.
 */
export const saveProgress = async (job: AssessmentJobItem, progress: JobProgress, leaseUntil: number) => {
  const saved: AssessmentJobItem = {
    ...job,
    ...progress,
    total: Math.max(progress.total, progress.done),
    leaseUntil,
    step: job.step + 1,
    updatedAt: nowIso(),
    version: job.version + 1,
  };
  try {
    await transactWrite([
      {
        Put: {
          TableName: table(),
          Item: saved,
          ConditionExpression: '#step = :step AND #status = :running',
          ExpressionAttributeNames: { '#step': 'step', '#status': 'status' },
          ExpressionAttributeValues: { ':step': job.step, ':running': 'running' },
        },
      },
      {
        Update: {
          TableName: table(),
          Key: lockKey(job),
          UpdateExpression: 'SET leaseUntil = :lease',
          ConditionExpression: 'jobId = :jobId',
          ExpressionAttributeValues: { ':lease': saved.leaseUntil, ':jobId': job.id },
        },
      },
    ]);
    return saved;
  } catch (error) {
    if (hasErrorCode(error, 'VERSION_CONFLICT')) return undefined;
    throw error;
  }
};

/**
 * Ends a run: the job done or failed, and the company's lock given back in the same transaction.
 * Given back after it, the lock of a resume made in between (the job already read failed) would
 * go with it, and the resumed run would stop at its first save. A job another run of it moved on
 * keeps its lock; a lock another job took once this one's lapsed is left to that job.
 */
export const endJob = async (job: AssessmentJobItem, status: 'done' | 'failed', error: string | null) => {
  const ended: AssessmentJobItem = {
    ...job,
    status,
    error,
    step: job.step + 1,
    updatedAt: nowIso(),
    version: job.version + 1,
  };
  const end: TransactItem = {
    Put: {
      TableName: table(),
      Item: ended,
      ConditionExpression: '#step = :step',
      ExpressionAttributeNames: { '#step': 'step' },
      ExpressionAttributeValues: { ':step': job.step },
    },
  };
  const giveBackLock: TransactItem = {
    Delete: {
      TableName: table(),
      Key: lockKey(job),
      ConditionExpression: 'jobId = :jobId',
      ExpressionAttributeValues: { ':jobId': job.id },
    },
  };
  const movedOn = (failure: unknown) => {
    if (!hasErrorCode(failure, 'VERSION_CONFLICT')) throw failure;
  };
  try {
    await transactWrite([end, giveBackLock], (index) =>
      index === 0 ? 'VERSION_CONFLICT' : 'ASSESSMENT_JOB_RUNNING',
    );
  } catch (failure) {
    if (!hasErrorCode(failure, 'ASSESSMENT_JOB_RUNNING')) movedOn(failure);
    else await transactWrite([end]).catch(movedOn);
  }
  return ended;
};
