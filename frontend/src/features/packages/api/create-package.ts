import type { RouteBodyInput, Routes } from '@recyclens/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApi } from '../../../lib/api-context';
import { packagesQueryKey, projectsQueryKey } from '../../../lib/query-keys';
import { refreshQueries } from '../../../lib/refresh-queries';

/** Creates a packaging from scratch or from a template; lists and project counts change with it. */
export const useCreatePackage = () => {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RouteBodyInput<Routes['createPackage']>) => api.call('createPackage', { body }),
    onSuccess: () => refreshQueries(queryClient, [packagesQueryKey, projectsQueryKey]),
  });
};
