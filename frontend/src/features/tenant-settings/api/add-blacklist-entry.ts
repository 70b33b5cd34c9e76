import { useSettingsChange } from './use-apply-settings';

export const useAddBlacklistEntry = () =>
  useSettingsChange((api, emailDomain: string) => api.call('addBlacklistEntry', { body: { emailDomain } }));
