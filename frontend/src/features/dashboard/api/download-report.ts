import { useMutation } from '@tanstack/react-query';
import { useApi } from '../../../lib/api-context';

/**
 * Download links are short-lived, so the link is asked for at the moment of the click rather
 * than when the notification is shown. The link is an attachment: following it downloads the
 * file and leaves the page where it is.
 */
export const useDownloadReport = () => {
  const api = useApi();
  return useMutation({
    mutationFn: (exportId: string) => api.call('exportJob', { params: { exportId } }),
    onSuccess: (job) => {
      if (job.download) window.location.assign(job.download.url);
    },
  });
};
