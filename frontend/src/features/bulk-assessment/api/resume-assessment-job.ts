import { useApi } from '../../../lib/api-context';
import { useJobStart } from '../../../lib/job-polling';
import { assessmentJobQueryKey } from './get-assessment-job';

/** Goes on with a failed bulk assessment from where it stopped; polling picks up again. */
export const useResumeAssessmentJob = () => {
  const api = useApi();
  return useJobStart(
    (jobId: string) => api.call('resumeAssessmentJob', { params: { jobId } }),
    assessmentJobQueryKey,
  );
};
