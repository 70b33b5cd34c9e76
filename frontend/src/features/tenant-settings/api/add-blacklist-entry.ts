import { useMutation } from '@tanstack/react-query';
import { useApi } from '../../../lib/api-context';
import { useApplySettings } from './use-apply-settings';

export const useAddBlacklistEntry = () => {
  const api = useApi();
  const apply = useApplySettings();
  return useMutation({
    mutationFn: (emailDomain: string) => api.call('addBlacklistEntry', { body: { emailDomain } }),
    onSuccess: (settings) => apply(settings),
  });
};
