import type { RouteBodyInput, Routes } from '@recyclens/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApi } from '../../../lib/api-context';
import { packageListsQueryKey, packageResultsQueryKey } from '../../../lib/query-keys';
import { refreshQueries } from '../../../lib/refresh-queries';

/** Assesses the saved packaging for the chosen countries; the history then holds the new results. */
export const useAssessPackage = (packageId: string) => {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RouteBodyInput<Routes['assessPackage']>) =>
      api.call('assessPackage', { params: { packageId }, body }),
    // Awaited, so the run stays pending until the history shows its results.
    onSuccess: () => refreshQueries(queryClient, [packageResultsQueryKey(packageId), packageListsQueryKey]),
  });
};
