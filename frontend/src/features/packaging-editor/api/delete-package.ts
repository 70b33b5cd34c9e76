import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApi } from '../../../lib/api-context';
import { packagesQueryKey } from '../../packages/api/get-packages';
import { projectsQueryKey } from '../../projects/api/get-projects';
import { packageQueryKey } from './get-package';

/** Soft-deletes a packaging at the version the editor shows, so nobody's newer edit is deleted unseen. */
export const useDeletePackage = (packageId: string) => {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (version: number) => api.call('deletePackage', { params: { packageId }, query: { version } }),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: packageQueryKey(packageId) });
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: packagesQueryKey }),
        queryClient.invalidateQueries({ queryKey: projectsQueryKey }),
      ]);
    },
  });
};
