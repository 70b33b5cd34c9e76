import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApi } from '../../../lib/api-context';
import { session } from '../../../lib/session';

/** Ends the server session, then forgets the token and every cached answer (docs/product.md#authentication). */
export const useLogout = () => {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      try {
        await api.call('logout');
      } catch {
        // The session may already be gone; signing out locally is what the user asked for.
      }
    },
    onSettled: () => {
      session.signOut();
      queryClient.clear();
    },
  });
};
