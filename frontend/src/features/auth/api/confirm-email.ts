import { useMutation } from '@tanstack/react-query';
import { useApi } from '../../../lib/api-context';

export const useConfirmEmail = () => {
  const api = useApi();
  return useMutation({ mutationFn: (token: string) => api.call('confirmEmail', { body: { token } }) });
};
