import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApi } from '../../../lib/api-context';

import { packageQueryKey } from './get-package';
import { packagesQueryKey, projectsQueryKey } from '../../../lib/query-keys';
import { refreshQueries } from '../../../lib/refresh-queries';

/** Soft-deletes a packaging at the version the editor shows, so nobody's newer edit is deleted unseen. */
export const useDeletePackage = (packageId: string) => {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (version: number) => api.call('deletePackage', { params: { packageId }, query: { version } }),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: packageQueryKey(packageId) });
      return refreshQueries(queryClient, [packagesQueryKey, projectsQueryKey]);
    },
  });
};
