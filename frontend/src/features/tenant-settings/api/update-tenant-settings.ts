import type { RouteBodyInput, Routes } from '@recyclens/shared';
import { useSettingsChange } from './use-apply-settings';

export type TenantSettingsBody = RouteBodyInput<Routes['updateTenantSettings']>;

/** Replaces name, contact, colours and FAQs, guarded by the version the form was filled from. */
export const useUpdateTenantSettings = () =>
  useSettingsChange((api, body: TenantSettingsBody) => api.call('updateTenantSettings', { body }));
