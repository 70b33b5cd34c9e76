import { useLingui } from '@lingui/react/macro';
import { TENANT_LOGO_MAX_BYTES, validationMessages } from '@recyclens/shared';
import type { FileRejection } from '../../components/ui/file-dropzone';
import { ApiError } from '../../lib/api-errors';
import { errorMessage, translateValidation } from '../../lib/messages';

const BYTES_PER_MB = 1024 * 1024;

/** The browser's check and the server's answer use the same words for a logo that cannot be taken. */
export const useLogoMessages = () => {
  const { t, i18n } = useLingui();
  const limit = `${i18n.number(TENANT_LOGO_MAX_BYTES / BYTES_PER_MB, { maximumFractionDigits: 1 })} MB`;
  const rejection = (reason: FileRejection): string =>
    reason === 'type'
      ? (translateValidation(i18n, validationMessages.imageTypeInvalid) ?? '')
      : t`The file is too large. The maximum size is ${limit}.`;
  return {
    limit,
    rejection,
    uploadError: (error: unknown): string => {
      if (error instanceof ApiError && error.status === 413) return rejection('size');
      if (error instanceof ApiError && error.status === 415) return rejection('type');
      return errorMessage(i18n, error);
    },
  };
};
