import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApi } from '../../../lib/api-context';
import { assessmentJobQueryKey } from './get-assessment-job';

/** Starts re-assessing every outdated result of the company, each with its own country and methodology. */
export const useReassessOutdated = () => {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.call('reassessOutdated', {}),
    onSuccess: (job) => queryClient.setQueryData(assessmentJobQueryKey(job.id), job),
  });
};
