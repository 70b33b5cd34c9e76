import { env } from '../config/env';
import { invokeAsync } from '../data/aws/lambda-invoke';
import type { Logger } from '../logging/logger';

/** The work a job carries between the request that starts it and the worker that runs it. */
export interface ExportJobEvent {
  kind: 'export-job';
  clientId: string;
  companyId: string;
  exportId: string;
  userId: string;
}

/** A bulk assessment to run, or to go on with from its saved cursor (decision 015). */
export interface AssessmentJobEvent {
  kind: 'assessment-job';
  clientId: string;
  companyId: string;
  jobId: string;
}

export type JobEvent = ExportJobEvent | AssessmentJobEvent;

/**
 * Starts a job after the answer: in AWS an asynchronous invocation of the worker function (a
 * Lambda stops running once it has answered), locally a task in this process.
 */
export const dispatchJob = async <E extends JobEvent>(
  event: E,
  runLocally: (event: E) => Promise<void>,
  logger: Logger,
  /** A worker that hands on to itself names itself (its own name cannot be in its settings). */
  options: { functionName?: string | undefined } = {},
): Promise<void> => {
  const worker =
    options.functionName ??
    (event.kind === 'assessment-job' ? env().ASSESSMENT_WORKER_FUNCTION : env().EXPORT_WORKER_FUNCTION);
  if (worker) {
    await invokeAsync(worker, event);
    return;
  }
  setImmediate(() => {
    runLocally(event).catch((error: unknown) => logger.error('background job failed', { error }));
  });
};
