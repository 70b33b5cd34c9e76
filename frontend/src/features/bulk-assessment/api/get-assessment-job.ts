import type { RouteAnswer, Routes } from '@recyclens/shared';
import { useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../../lib/api-client';
import { useApi } from '../../../lib/api-context';
import { jobQueryOptions } from '../../../lib/job-polling';

export type AssessmentJob = RouteAnswer<Routes['assessmentJob']>;

export const assessmentJobQueryKey = (jobId: string) => ['assessment-jobs', jobId] as const;

/** A bulk assessment's progress, polled until it is done or failed. */
export const assessmentJobQueryOptions = (api: ApiClient, jobId: string) =>
  jobQueryOptions(assessmentJobQueryKey(jobId), (signal) =>
    api.call('assessmentJob', { params: { jobId }, signal }),
  );

export const useAssessmentJob = (jobId: string) => useQuery(assessmentJobQueryOptions(useApi(), jobId));
