import { useMutation } from '@tanstack/react-query';
import { useApi } from '../../../lib/api-context';
import { fileForm } from '../../../lib/file-form';
import { useApplySettings } from './use-apply-settings';

/** Sends the logo as the multipart `file` field; the header shows the new one at once. */
export const useUploadTenantLogo = () => {
  const api = useApi();
  const apply = useApplySettings();
  return useMutation({
    mutationFn: (file: File) => api.call('uploadTenantLogo', { body: fileForm('file', file) }),
    onSuccess: (settings) => apply(settings, { logoChanged: true }),
  });
};
