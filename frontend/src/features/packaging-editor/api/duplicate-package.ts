import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApi } from '../../../lib/api-context';

import { packageQueryKey } from './get-package';
import { packageListsQueryKey, projectsQueryKey } from '../../../lib/query-keys';
import { refreshQueries } from '../../../lib/refresh-queries';

/** Copies the saved packaging with its components; the copy's editor opens from the cached answer. */
export const useDuplicatePackage = (packageId: string) => {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.call('duplicatePackage', { params: { packageId } }),
    onSuccess: (copy) => {
      queryClient.setQueryData(packageQueryKey(copy.id), copy);
      return refreshQueries(queryClient, [packageListsQueryKey, projectsQueryKey]);
    },
  });
};
