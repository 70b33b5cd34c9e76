import type { RouteBodyInput, Routes } from '@recyclens/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApi } from '../../../lib/api-context';
import { meQueryOptions } from '../../../lib/api/get-me';
import { userCountsQueryKey } from '../../../lib/user-counts-query';
import { userQueryKey } from './get-user';
import { userListsQueryKey } from './get-users';
import { meQueryKey } from '../../../lib/query-keys';

export type UpdateUserBody = RouteBodyInput<Routes['updateUser']>;

/**
 * Saves role, companies and status with the version the editor read. The answer is the saved
 * user, so the detail is cached as is; the lists and the counters reload.
 */
export const useUpdateUser = () => {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, body }: { userId: string; body: UpdateUserBody }) =>
      api.call('updateUser', { params: { userId }, body }),
    onSuccess: async (user) => {
      queryClient.setQueryData(userQueryKey(user.id), user);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: userListsQueryKey }),
        queryClient.invalidateQueries({ queryKey: userCountsQueryKey }),
        // Editing oneself changes one's own company list.
        queryClient.getQueryData(meQueryOptions(api).queryKey)?.id === user.id
          ? queryClient.invalidateQueries({ queryKey: meQueryKey })
          : undefined,
      ]);
    },
  });
};
