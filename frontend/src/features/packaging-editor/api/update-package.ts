import type { RouteBodyInput, Routes } from '@recyclens/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApi } from '../../../lib/api-context';
import { showSavedPackage } from './saved-package';

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
    onSuccess: (saved) => showSavedPackage(queryClient, packageId, saved),
  });
};
