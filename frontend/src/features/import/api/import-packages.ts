import { packagingRoutes } from '@recyclens/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApi } from '../../../lib/api-context';
import { fileForm } from '../../../lib/file-form';
import { packagesQueryKey, projectsQueryKey } from '../../../lib/query-keys';

export const importFileField = packagingRoutes.importPackages.body.fileField;

/**
 * Sends a filled-in template (XLSX) or a CSV. The server imports every row or none, so after a
 * success the packaging lists and the project counts change.
 */
export const useImportPackages = () => {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => api.call('importPackages', { body: fileForm(importFileField, file) }),
    // Not awaited: the counts are shown at once while the lists reload behind the dialog.
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: packagesQueryKey });
      void queryClient.invalidateQueries({ queryKey: projectsQueryKey });
    },
  });
};
