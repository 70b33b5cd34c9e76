import type { RouteBodyInput, Routes } from '@recyclens/shared';
import { useMutation } from '@tanstack/react-query';
import { useApi } from '../../../lib/api-context';
import { useApplySettings } from './use-apply-settings';

export type TenantSettingsBody = RouteBodyInput<Routes['updateTenantSettings']>;

/** Replaces name, contact, colours and FAQs, guarded by the version the form was filled from. */
export const useUpdateTenantSettings = () => {
  const api = useApi();
  const apply = useApplySettings();
  return useMutation({
    mutationFn: (body: TenantSettingsBody) => api.call('updateTenantSettings', { body }),
    onSuccess: (settings) => apply(settings),
  });
};
