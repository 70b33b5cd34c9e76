import { useMutation, useQuery } from '@tanstack/react-query';
import { useApi } from '../../../lib/api-context';
import { downloadBlob } from '../../../lib/download';
import { packageResultsQueryKey } from '../../../lib/query-keys';

/**
 * What a result was computed from and what changed in the packaging since. Under the results'
 * key, so an edit of the packaging (which invalidates that key) refreshes "changed since".
 */
export const useResultEvidence = (packageId: string, resultId: string) => {
  const api = useApi();
  return useQuery({
    queryKey: [...packageResultsQueryKey(packageId), 'evidence', resultId] as const,
    queryFn: ({ signal }) => api.call('resultEvidence', { params: { packageId, resultId }, signal }),
  });
};

/** Fetches a result's PDF, made from the stored result alone, and saves it. */
export const useDownloadResultReport = (packageId: string) => {
  const api = useApi();
  return useMutation({
    mutationFn: async (resultId: string) => {
      const file = await api.fetchFile('resultReport', { params: { packageId, resultId } });
      if (!file) throw new Error('The report is not available.');
      downloadBlob(file, `recyclens-result-${resultId}.pdf`);
    },
  });
};
