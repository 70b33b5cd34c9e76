import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApi } from '../../../lib/api-context';
import { packageListsQueryKey } from '../../packages/api/get-packages';
import { projectsQueryKey } from '../../projects/api/get-projects';
import { packageQueryKey } from './get-package';

/** Copies the saved packaging with its components; the copy's editor opens from the cached answer. */
export const useDuplicatePackage = (packageId: string) => {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.call('duplicatePackage', { params: { packageId } }),
    onSuccess: (copy) => {
      queryClient.setQueryData(packageQueryKey(copy.id), copy);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: packageListsQueryKey }),
        queryClient.invalidateQueries({ queryKey: projectsQueryKey }),
      ]);
    },
  });
};
