import type { RouteBodyInput, Routes } from '@recyclens/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApi } from '../../../lib/api-context';

import { packageQueryKey } from './get-package';
import {
  packageListsQueryKey,
  packageResultsQueryKey,
  packageVersionsQueryKey,
  projectsQueryKey,
} from '../../../lib/query-keys';
import { refreshQueries } from '../../../lib/refresh-queries';

/**
 * Replaces a packaging and its components. The body carries the version the editor read: the
 * server answers VERSION_CONFLICT when someone saved in between (docs/architecture.md#single-table).
 */
export const useUpdatePackage = (packageId: string) => {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    // Sent even when the browser says it is offline: the editor keeps a failed save and says so,
    // where a paused one would only grey the buttons without a word (issue 36).
    networkMode: 'always',
    mutationFn: (body: RouteBodyInput<Routes['updatePackage']>) =>
      api.call('updatePackage', { params: { packageId }, body }),
    onSuccess: (saved) => {
      queryClient.setQueryData(packageQueryKey(packageId), saved);
      // Lists show name, project and category; project counts, results' 'outdated' and the history follow edits.
      return refreshQueries(queryClient, [
        packageListsQueryKey,
        projectsQueryKey,
        packageResultsQueryKey(packageId),
        packageVersionsQueryKey(packageId),
      ]);
    },
  });
};
