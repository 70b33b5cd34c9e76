import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApi } from '../../../lib/api-context';
import { packageListsQueryKey, packageResultsQueryKey } from '../../../lib/query-keys';
import { refreshQueries } from '../../../lib/refresh-queries';

/**
 * Makes a stored comparison run the latest result of its country, as it was computed: the server
 * copies it, it does not assess again (decision 046).
 */
export const useAdoptResult = (packageId: string) => {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (resultId: string) => api.call('adoptResult', { params: { packageId, resultId } }),
    // Awaited, so the button stays busy until the latest results show the adopted one.
    onSuccess: () => refreshQueries(queryClient, [packageResultsQueryKey(packageId), packageListsQueryKey]),
  });
};
