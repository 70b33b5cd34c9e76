import { useMutation } from '@tanstack/react-query';
import { useApi } from '../../../lib/api-context';
import { siteUrl } from '../../../lib/site';

export const useForgotPassword = () => {
  const api = useApi();
  return useMutation({
    mutationFn: (form: { email: string }) =>
      api.call('forgotPassword', { body: { ...form, currentClientUrl: siteUrl() } }),
  });
};
