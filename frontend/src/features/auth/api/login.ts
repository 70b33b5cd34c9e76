import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LoginForm } from '@recyclens/shared';
import { useApi } from '../../../lib/api-context';
import { session } from '../../../lib/session';
import { meQueryOptions } from '../../../lib/api/get-me';

/** Signs in, then loads the user so the caller can apply their language (docs/product.md#language). */
export const useLogin = () => {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (form: LoginForm) => {
      const { token } = await api.call('login', { body: form });
      queryClient.clear();
      session.signIn(token);
      return queryClient.fetchQuery(meQueryOptions(api));
    },
  });
};
