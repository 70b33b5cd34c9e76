import { useMutation } from '@tanstack/react-query';
import { useApiWithToken } from '../../../lib/api-context';

/** The link's one-time token goes as the bearer token (docs/product.md#api-calls), never the session's. */
export const useResetPassword = (token: string) => {
  const withToken = useApiWithToken();
  return useMutation({
    mutationFn: (form: { newPassword: string }) =>
      withToken(token).call('resetPassword', { body: { newPassword: form.newPassword } }),
  });
};
