import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApi } from '../../../lib/api-context';
import { showSavedPackage } from './saved-package';

/**
 * Makes the packaging as it was at a version again, as a new version. Carries the version the
 * editor shows: the server refuses with VERSION_CONFLICT when someone saved in between.
 */
export const useRestoreVersion = (packageId: string) => {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { restore: number; current: number }) =>
      api.call('restorePackageVersion', {
        params: { packageId, version: input.restore },
        body: { version: input.current },
      }),
    onSuccess: (saved) => showSavedPackage(queryClient, packageId, saved),
  });
};
