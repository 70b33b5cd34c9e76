import type { RouteAnswer, Routes } from '@recyclens/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../../lib/api-client';
import { useApi } from '../../../lib/api-context';

export type AssessmentJob = RouteAnswer<Routes['assessmentJob']>;

/** How often a running bulk assessment is asked about. */
export const ASSESSMENT_JOB_POLL_MS = 1000;

export const assessmentJobQueryKey = (jobId: string) => ['assessment-jobs', jobId] as const;

export const isJobFinished = (job: AssessmentJob | undefined) =>
  job?.status === 'done' || job?.status === 'failed';

/**
 * A bulk assessment's progress, asked for every second until it is done or failed. A failed poll
 * stops the polling (no retries, SPEC.md §4) until the user tries again.
 */
export const assessmentJobQueryOptions = (api: ApiClient, jobId: string) =>
  queryOptions({
    queryKey: assessmentJobQueryKey(jobId),
    queryFn: ({ signal }) => api.call('assessmentJob', { params: { jobId }, signal }),
    // Only the polling refreshes a job: the answer of the start call is already current.
    staleTime: Infinity,
    refetchInterval: (query) =>
      query.state.status === 'error' || isJobFinished(query.state.data) ? false : ASSESSMENT_JOB_POLL_MS,
  });

export const useAssessmentJob = (jobId: string) => useQuery(assessmentJobQueryOptions(useApi(), jobId));
