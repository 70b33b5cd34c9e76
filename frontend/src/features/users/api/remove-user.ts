import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApi } from '../../../lib/api-context';
import { userCountsQueryKey } from '../../../lib/user-counts-query';
import { userQueryKey } from './get-user';
import { userListsQueryKey } from './get-users';
import { refreshQueries } from '../../../lib/refresh-queries';

/** Removes a user for good (decision 031); the lists and the counters reload without them. */
export const useRemoveUser = () => {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: string) => api.call('removeUser', { params: { userId } }),
    onSuccess: async (_answer, userId) => {
      queryClient.removeQueries({ queryKey: userQueryKey(userId) });
      await refreshQueries(queryClient, [userListsQueryKey, userCountsQueryKey]);
    },
  });
};
