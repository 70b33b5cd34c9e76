import { useSettingsChange } from './use-apply-settings';

export const useRemoveBlacklistEntry = () =>
  useSettingsChange((api, emailDomain: string) =>
    api.call('removeBlacklistEntry', { params: { emailDomain } }),
  );
