import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApi } from '../../../lib/api-context';
import { fileForm } from '../../../lib/file-form';

import { profilePictureQueryOptions } from './get-profile-picture';
import { meQueryKey } from '../../../lib/query-keys';

/**
 * Sends the picture as the multipart `file` field. The uploaded file is the new picture, so it is
 * cached under the new address at once instead of being downloaded again; the user is reloaded
 * to point at it.
 */
export const useUploadProfilePicture = (userId: string) => {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => api.call('uploadProfilePicture', { body: fileForm('file', file) }),
    onSuccess: ({ profilePictureUrl }, file) => {
      queryClient.setQueryData(profilePictureQueryOptions(api, userId, profilePictureUrl).queryKey, file);
      return queryClient.invalidateQueries({ queryKey: meQueryKey });
    },
  });
};
