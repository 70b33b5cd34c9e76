import { useMutation } from '@tanstack/react-query';
import { useApi } from '../../../lib/api-context';
import { useApplySettings } from './use-apply-settings';

export const useRemoveBlacklistEntry = () => {
  const api = useApi();
  const apply = useApplySettings();
  return useMutation({
    mutationFn: (emailDomain: string) => api.call('removeBlacklistEntry', { params: { emailDomain } }),
    onSuccess: (settings) => apply(settings),
  });
};
