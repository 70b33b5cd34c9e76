import { useLingui } from '@lingui/react/macro';
import { PROFILE_PICTURE_MAX_BYTES, validationMessages } from '@recyclens/shared';
import type { FileRejection } from '../../components/ui/file-dropzone';
import { ApiError } from '../../lib/api-errors';
import { errorMessage, translateValidation } from '../../lib/messages';

const BYTES_PER_MB = 1024 * 1024;

/**
 * The texts for a picture that cannot be taken. The browser's check and the server's answer use
 * the same words, so a file refused by either reads the same.
 */
export const usePictureMessages = () => {
  const { t, i18n } = useLingui();
  const limit = `${i18n.number(PROFILE_PICTURE_MAX_BYTES / BYTES_PER_MB, { maximumFractionDigits: 1 })} MB`;
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
