import { useMutation } from '@tanstack/react-query';
import { useApi } from '../../../lib/api-context';
import { siteUrl } from '../../../lib/site';

export const useResendConfirmation = () => {
  const api = useApi();
  return useMutation({
    mutationFn: (form: { email: string }) =>
      api.call('resendConfirmation', { body: { ...form, currentClientUrl: siteUrl() } }),
  });
};
