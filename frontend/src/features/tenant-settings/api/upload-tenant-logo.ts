import { fileForm } from '../../../lib/file-form';
import { useSettingsChange } from './use-apply-settings';

/** Sends the logo as the multipart `file` field; the header shows the new one at once. */
export const useUploadTenantLogo = () =>
  useSettingsChange((api, file: File) => api.call('uploadTenantLogo', { body: fileForm('file', file) }), {
    logoChanged: true,
  });
