import { ApiError } from '../../../lib/api-errors';

/** The job a refused start names: the company's bulk assessment already running, to follow instead. */
export const runningJobOf = (error: unknown): string | undefined =>
  error instanceof ApiError && error.code === 'ASSESSMENT_JOB_RUNNING' ? error.fields.jobId : undefined;
