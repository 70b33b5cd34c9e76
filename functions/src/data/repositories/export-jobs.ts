import { env } from '../../config/env';
import { AppError } from '../../errors/app-error';
import { tenantKeys, type ItemKey } from '../keys';
import { batchWrite, getItem, nowIso, putItem, transactWrite, updateIf, type StoredItem } from '../table';
import type { NotificationItem } from './notifications';

/** Ids per part item of a selection: 1,000 ids of ≤ 64 characters stay under 70 KB. */
export const EXPORT_PART_IDS = 1000;

/**
 * A worker cannot run longer than Lambda's 15 minutes: a job started longer ago than this and not
 * finished has lost its worker (a timeout, a crash) and may be run again.
 */
export const EXPORT_STALE_MS = 16 * 60 * 1000;

/** A job as a service creates it: everything but how the table stores it. */
export interface NewExportJob {
  id: string;
  clientId: string;
  companyId: string;
  userId: string;
  format: 'pdf' | 'xlsx';
  /** What the file holds: the packaging summary (absent on jobs made before the declaration), or the EPR declaration. */
  kind?: 'summary' | 'epr_declaration';
  /** The year an EPR declaration is for. */
  year?: number;
  status: 'queued' | 'running' | 'done' | 'failed';
  /**
   * 'all': the company's packaging, 'project': the project's, each read by its name index as the
   * job runs; 'selection': the part items.
   */
  scope: 'all' | 'project' | 'selection';
  /** The project of a 'project' export. */
  projectId?: string;
  /** Part items holding the selection's ids (0 for 'all'). */
  parts: number;
  /** The packaging's name when the export holds one packaging: its file is named after it. */
  title?: string;
  total: number;
  done: number;
  /** Raised by every run that claims the job: the writes of an older run no longer apply. */
  attempt: number;
  /** When the current run claimed the job (or the job was queued). */
  startedAt: string;
  objectKey: string | null;
  error: string | null;
  createdAt: string;
  updatedAt: string;
  version: number;
  /** When DynamoDB may drop the job (epoch seconds). */
  ttl: number;
}

export type ExportJobItem = StoredItem & NewExportJob;

type ExportPartItem = StoredItem & { packageIds: string[] };

const partKey = (job: Pick<ExportJobItem, 'clientId' | 'companyId' | 'id'>, index: number): ItemKey =>
  tenantKeys.exportJobPart(job.clientId, job.companyId, job.id, index);

/** Which export job: the service names it by its ids, the key stays here. */
export type ExportJobRef = Pick<ExportJobItem, 'clientId' | 'companyId' | 'id'>;

const exportJobKey = (job: ExportJobRef) => tenantKeys.exportJob(job.clientId, job.companyId, job.id);

/** Whether the job's worker is gone: started (or queued) before any worker could still be running. */
export const isStale = (job: ExportJobItem, now = Date.now()) =>
  (job.status === 'queued' || job.status === 'running') && now - Date.parse(job.startedAt) > EXPORT_STALE_MS;

/**
 * Writes a new job with its selection in part items of EXPORT_PART_IDS ids, the parts first: a
 * job is never seen without its ids. The job item itself stays a few hundred bytes at any size.
 */
export const putExportJob = async (newJob: NewExportJob, packageIds: string[]): Promise<void> => {
  const job: ExportJobItem = { ...exportJobKey(newJob), entity: 'ExportJob', ...newJob };
  const parts: ExportPartItem[] = [];
  for (let i = 0; i < packageIds.length; i += EXPORT_PART_IDS)
    parts.push({
      ...partKey(job, parts.length),
      packageIds: packageIds.slice(i, i + EXPORT_PART_IDS),
      ttl: job.ttl,
    });
  await batchWrite(parts.map((Item) => ({ PutRequest: { Item } })));
  await putItem({ ...job, parts: parts.length });
};

export const getExportJob = (job: ExportJobRef, options: { consistent?: boolean } = {}) =>
  getItem<ExportJobItem>(exportJobKey(job), options);

export const exportPartIds = async (job: ExportJobItem, index: number): Promise<string[]> =>
  (await getItem<ExportPartItem>(partKey(job, index), { consistent: true }))?.packageIds ?? [];

/** A run of the job ended by another run's claim; its writes are refused. */
export class ExportSupersededError extends Error {
  override name = 'ExportSupersededError';
}

/** An update of the job that applies only if `condition` holds; the job as stored afterwards, or undefined. */
const updateJobIf = async (
  key: ItemKey,
  set: Record<string, unknown>,
  condition: string,
  values: Record<string, unknown>,
  options: { raiseAttempt?: boolean } = {},
): Promise<ExportJobItem | undefined> => {
  const fields = Object.entries({ ...set, updatedAt: nowIso() });
  const update =
    `SET ${fields.map((_, i) => `#f${i} = :f${i}`).join(', ')}` +
    (options.raiseAttempt ? ' ADD #attempt :one' : '');
  const expressions = `${update} ${condition}`;
  const updated = await updateIf<ExportJobItem>({
    Key: key,
    UpdateExpression: update,
    ConditionExpression: condition,
    ExpressionAttributeNames: {
      ...Object.fromEntries(fields.map(([name], i) => [`#f${i}`, name])),
      ...(expressions.includes('#status') ? { '#status': 'status' } : {}),
      ...(expressions.includes('#attempt') ? { '#attempt': 'attempt' } : {}),
    },
    ExpressionAttributeValues: {
      ...Object.fromEntries(fields.map(([, value], i) => [`:f${i}`, value])),
      ...values,
      ...(options.raiseAttempt ? { ':one': 1 } : {}),
    },
    ReturnValues: 'ALL_NEW',
  });
  return updated ?? undefined;
};

/**
 * Claims a queued job for one run (or a job whose run was lost): the run's attempt number, or
 * undefined when another run has it or it is finished (a repeated invocation then does nothing).
 */
export const claimExportJob = async (job: ExportJobRef): Promise<ExportJobItem | undefined> =>
  updateJobIf(
    exportJobKey(job),
    { status: 'running', done: 0, startedAt: nowIso() },
    '#status = :queued OR (#status = :running AND startedAt < :staleBefore)',
    {
      ':queued': 'queued',
      ':running': 'running',
      ':staleBefore': new Date(Date.now() - EXPORT_STALE_MS).toISOString(),
    },
    { raiseAttempt: true },
  );

/** The run's progress; throws ExportSupersededError once another run has claimed the job. */
export const reportExportProgress = async (job: ExportJobItem, done: number): Promise<void> => {
  const stored = await updateJobIf(
    exportJobKey(job),
    { done },
    '#status = :running AND #attempt = :attempt',
    { ':running': 'running', ':attempt': job.attempt },
  );
  if (!stored) throw new ExportSupersededError('The export was taken over by another run.');
};

/** The run failed: the job says so (unless another run has it meanwhile). */
export const failExportJob = async (job: ExportJobItem, error: string): Promise<void> => {
  await updateJobIf(
    exportJobKey(job),
    { status: 'failed', error },
    '#status = :running AND #attempt = :attempt',
    {
      ':running': 'running',
      ':attempt': job.attempt,
    },
  );
};

/**
 * The run's file is stored: the job is done and the report announced, in one transaction that
 * applies only to the run holding the job, so however often a job is run or retried it is
 * announced once.
 */
export const finishExportJob = async (
  job: ExportJobItem,
  result: { done: number; objectKey: string },
  notification: NotificationItem,
): Promise<void> => {
  try {
    await transactWrite([
      {
        Update: {
          TableName: env().TABLE_NAME,
          Key: exportJobKey(job),
          UpdateExpression:
            'SET #status = :done, #done = :count, #total = :count, objectKey = :key, updatedAt = :now',
          ConditionExpression: '#status = :running AND #attempt = :attempt',
          ExpressionAttributeNames: {
            '#status': 'status',
            '#attempt': 'attempt',
            '#done': 'done',
            '#total': 'total',
          },
          ExpressionAttributeValues: {
            ':done': 'done',
            ':running': 'running',
            ':attempt': job.attempt,
            ':count': result.done,
            ':key': result.objectKey,
            ':now': nowIso(),
          },
        },
      },
      {
        Put: {
          TableName: env().TABLE_NAME,
          Item: notification,
          ConditionExpression: 'attribute_not_exists(pk)',
        },
      },
    ]);
  } catch (error) {
    if (error instanceof AppError && error.code === 'VERSION_CONFLICT')
      throw new ExportSupersededError('The export was taken over by another run.', { cause: error });
    throw error;
  }
};

/**
 * Queues a failed (or lost) job again, as it was created: answers the job, or undefined when it
 * is not retryable (still running, or done).
 */
export const requeueExportJob = async (job: ExportJobRef): Promise<ExportJobItem | undefined> =>
  updateJobIf(
    exportJobKey(job),
    { status: 'queued', done: 0, error: null, startedAt: nowIso() },
    '#status = :failed OR ((#status = :queued OR #status = :running) AND startedAt < :staleBefore)',
    {
      ':failed': 'failed',
      ':queued': 'queued',
      ':running': 'running',
      ':staleBefore': new Date(Date.now() - EXPORT_STALE_MS).toISOString(),
    },
  );
