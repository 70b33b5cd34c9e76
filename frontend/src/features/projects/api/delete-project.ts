import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApi } from '../../../lib/api-context';
import { packagesQueryKey, projectsQueryKey } from '../../../lib/query-keys';
import { refreshQueries } from '../../../lib/refresh-queries';

/** Deletes a project; its packaging stays, without project, so packaging lists refresh too. */
export const useDeleteProject = () => {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ projectId, version }: { projectId: string; version: number }) =>
      api.call('deleteProject', { params: { projectId }, query: { version } }),
    onSuccess: () => refreshQueries(queryClient, [projectsQueryKey, packagesQueryKey]),
  });
};
