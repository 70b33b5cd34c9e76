import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApi } from '../../../lib/api-context';
import { assessmentJobQueryKey } from './get-assessment-job';

/** Goes on with a failed bulk assessment from where it stopped; polling picks up again. */
export const useResumeAssessmentJob = () => {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (jobId: string) => api.call('resumeAssessmentJob', { params: { jobId } }),
    onSuccess: (job) => queryClient.setQueryData(assessmentJobQueryKey(job.id), job),
  });
};
