import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApi } from '../../../lib/api-context';
import { templatesQueryKey } from '../../../lib/query-keys';
import { refreshQueries } from '../../../lib/refresh-queries';

/**
 * Saves the stored packaging as a template of the tenant (admins). The templates list that
 * "Add Packaging → From a template" offers reloads, and the server announces it (NEW_TEMPLATE).
 */
export const useSaveAsTemplate = (packageId: string) => {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (name: string) => api.call('createTemplate', { body: { packageId, name } }),
    onSuccess: () => refreshQueries(queryClient, [templatesQueryKey, ['notifications']]),
  });
};
