import type { RouteBodyInput, Routes } from '@recyclens/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApi } from '../../../lib/api-context';
import { packagesQueryKey, projectsQueryKey } from '../../../lib/query-keys';
import { refreshQueries } from '../../../lib/refresh-queries';

/** Renames a project; packaging lists show the project's name, so they refresh too. */
export const useUpdateProject = () => {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ projectId, body }: { projectId: string; body: RouteBodyInput<Routes['updateProject']> }) =>
      api.call('updateProject', { params: { projectId }, body }),
    onSuccess: () => refreshQueries(queryClient, [projectsQueryKey, packagesQueryKey]),
  });
};
