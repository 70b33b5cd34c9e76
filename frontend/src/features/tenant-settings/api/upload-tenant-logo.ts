import { useMutation } from '@tanstack/react-query';
import { useApi } from '../../../lib/api-context';
import { useApplySettings } from './use-apply-settings';

/** Sends the logo as the multipart `file` field; the header shows the new one at once. */
export const useUploadTenantLogo = () => {
  const api = useApi();
  const apply = useApplySettings();
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('file', file);
      return api.call('uploadTenantLogo', { body: form });
    },
    onSuccess: (settings) => apply(settings, { logoChanged: true }),
  });
};
