import type { RouteBodyInput, Routes } from '@recyclens/shared';
import { useApi } from '../../../lib/api-context';
import { useJobStart } from '../../../lib/job-polling';
import { assessmentJobQueryKey } from './get-assessment-job';

export type AssessmentJobBody = RouteBodyInput<Routes['startAssessmentJob']>;

/** What a bulk assessment covers: the chosen packaging, a project, or all of the company. */
export type BulkSelection = { packageIds: string[] } | { projectId: string } | 'all';

export const selectionBody = (selection: BulkSelection) => (selection === 'all' ? {} : selection);

/** Starts a bulk assessment; its answer is cached so following it starts from what the server said. */
export const useStartAssessmentJob = () => {
  const api = useApi();
  return useJobStart(
    (body: AssessmentJobBody) => api.call('startAssessmentJob', { body }),
    assessmentJobQueryKey,
  );
};
