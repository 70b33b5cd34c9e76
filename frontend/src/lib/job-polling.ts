import { queryOptions, useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';

/** How often a running job (an export, a bulk assessment) is asked about. */
export const JOB_POLL_MS = 1000;

interface Job {
  id: string;
  status: 'queued' | 'running' | 'done' | 'failed';
}

export const isJobFinished = (job: Pick<Job, 'status'> | undefined) =>
  job?.status === 'done' || job?.status === 'failed';

/**
 * A job's progress, asked for every second until it is done or failed. A failed poll stops the
 * polling (queries are not retried: docs/product.md, API calls) until the user tries again.
 */
export const jobQueryOptions = <Answer extends Pick<Job, 'status'>, Key extends QueryKey>(
  queryKey: Key,
  fetchJob: (signal: AbortSignal) => Promise<Answer>,
) =>
  queryOptions({
    queryKey,
    queryFn: ({ signal }) => fetchJob(signal),
    // Only the polling refreshes a job: the answer of the call that started it is already current.
    staleTime: Infinity,
    refetchInterval: (query) =>
      query.state.status === 'error' || isJobFinished(query.state.data) ? false : JOB_POLL_MS,
  });

/**
 * A call that starts a job (or starts it again). Its answer is the job as the server just wrote
 * it, cached under the job's key so following it starts from there instead of a first poll.
 */
export const useJobStart = <Variables, Answer extends Pick<Job, 'id'>>(
  start: (variables: Variables) => Promise<Answer>,
  queryKeyOf: (jobId: string) => QueryKey,
) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: start,
    onSuccess: (job) => queryClient.setQueryData(queryKeyOf(job.id), job),
  });
};
