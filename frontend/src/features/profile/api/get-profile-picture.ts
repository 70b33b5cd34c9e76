import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../../lib/api-client';
import { useApi } from '../../../lib/api-context';
import { ApiError } from '../../../lib/api-errors';

/**
 * The picture as a Blob (the component makes and revokes its object URL). The key carries the
 * user's picture address, which changes with every upload, so a new picture is fetched anew.
 */
export const profilePictureQueryOptions = (api: ApiClient, userId: string, pictureUrl: string) =>
  queryOptions({
    queryKey: ['profile-picture', userId, pictureUrl],
    queryFn: async ({ signal }) => {
      try {
        return await api.fetchFile('profilePicture', { params: { userId }, signal });
      } catch (error) {
        // A picture removed on the server since the user was loaded means: no picture.
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }
    },
    staleTime: Infinity,
  });

export const useProfilePicture = (userId: string, pictureUrl: string | undefined) =>
  useQuery({
    ...profilePictureQueryOptions(useApi(), userId, pictureUrl ?? ''),
    enabled: Boolean(pictureUrl),
  });
