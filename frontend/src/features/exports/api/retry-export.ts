import { useApi } from '../../../lib/api-context';
import { useJobStart } from '../../../lib/job-polling';
import { exportJobQueryKey } from './get-export-job';

/**
 * Runs a failed export again as the same job (the server keeps its selection and makes one file
 * of it); the queued job it answers restarts the polling of that job.
 */
export const useRetryExport = () => {
  const api = useApi();
  return useJobStart(
    (exportId: string) => api.call('retryExport', { params: { exportId } }),
    exportJobQueryKey,
  );
};
