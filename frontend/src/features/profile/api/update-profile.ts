import type { RouteBodyInput, Routes } from '@recyclens/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApi } from '../../../lib/api-context';
import { meQueryKey } from '../../../lib/query-keys';

export type ProfileBody = RouteBodyInput<Routes['updateProfile']>;

/** Saves names (and the password when a new one is given); the header shows the new names at once. */
export const useUpdateProfile = (userId: string) => {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ProfileBody) => api.call('updateProfile', { params: { userId }, body }),
    onSuccess: (user) => queryClient.setQueryData(meQueryKey, user),
  });
};
