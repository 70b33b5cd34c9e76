import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../../../lib/api-client';
import { useApi } from '../../../lib/api-context';
import { downloadUrl } from '../../../lib/download';
import { isJobFinished, JOB_POLL_MS } from '../../../lib/job-polling';
import { exportJobQueryKey, type ExportJob } from './get-export-job';

/** The export ran but produced no file; the server keeps why in its logs. */
export class ExportFailedError extends Error {
  override name = 'ExportFailedError';
}

/** Two minutes of polling: far more than one packaging's report takes. */
const MAX_POLLS = 120;

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Follows a job until it has a file; one packaging is normally finished in the first answer. */
const finishedJob = async (api: ApiClient, first: ExportJob): Promise<ExportJob> => {
  let job = first;
  for (let poll = 0; !isJobFinished(job) && poll < MAX_POLLS; poll++) {
    await wait(JOB_POLL_MS);
    job = await api.call('exportJob', { params: { exportId: job.id } });
  }
  return job;
};

/** Exports one packaging's PDF report and saves it. */
export const useExportPackageReport = () => {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (packageId: string) => {
      const job = await finishedJob(
        api,
        await api.call('createExport', { body: { format: 'pdf', packageIds: [packageId] } }),
      );
      queryClient.setQueryData(exportJobQueryKey(job.id), job);
      if (job.status !== 'done' || !job.download) throw new ExportFailedError('The export failed.');
      downloadUrl(job.download.url);
      return job;
    },
  });
};
