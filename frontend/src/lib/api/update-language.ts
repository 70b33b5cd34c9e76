import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Language } from '@recyclens/shared';
import { useApi } from '../api-context';
import { meQueryKey } from '../query-keys';

export const useUpdateLanguage = () => {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (newLanguage: Language) => api.call('updateLanguage', { body: { newLanguage } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: meQueryKey }),
  });
};
