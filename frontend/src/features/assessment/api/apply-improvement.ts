import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApi } from '../../../lib/api-context';
import { packageListsQueryKey, projectsQueryKey } from '../../../lib/query-keys';
import { refreshQueries } from '../../../lib/refresh-queries';

/** Applies a proposal to a copy of the packaging: the answer is the new draft. */
export const useApplyImprovement = (packageId: string) => {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (proposalId: string) =>
      api.call('applyImprovement', { params: { packageId }, body: { proposalId } }),
    onSuccess: () => refreshQueries(queryClient, [packageListsQueryKey, projectsQueryKey]),
  });
};
