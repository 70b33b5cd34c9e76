import type { RouteBodyInput, Routes } from '@recyclens/shared';
import { useMutation } from '@tanstack/react-query';
import { useApi } from '../../../lib/api-context';

/** Mails an invitation to sign up for one of the caller's companies. */
export const useInviteUser = () => {
  const api = useApi();
  return useMutation({
    mutationFn: (body: RouteBodyInput<Routes['invite']>) => api.call('invite', { body }),
  });
};
