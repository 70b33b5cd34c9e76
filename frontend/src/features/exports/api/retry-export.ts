import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApi } from '../../../lib/api-context';
import { exportJobQueryKey } from './get-export-job';

/**
 * Runs a failed export again as the same job (the server keeps its selection and makes one file
 * of it); the queued job it answers restarts the polling of that job.
 */
export const useRetryExport = () => {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (exportId: string) => api.call('retryExport', { params: { exportId } }),
    onSuccess: (job) => queryClient.setQueryData(exportJobQueryKey(job.id), job),
  });
};
