import { useLingui } from '@lingui/react/macro';
import { validationMessages } from '@recyclens/shared';
import type { FileRejection } from '../ui/file-dropzone';
import { ApiError } from '../../lib/api-errors';
import { errorMessage, translateValidation } from '../../lib/messages';

const BYTES_PER_MB = 1024 * 1024;

/**
 * The texts for an image that cannot be taken (profile picture, tenant logo). The browser's check
 * and the server's answer (413, 415) use the same words, so a file refused by either reads the same.
 */
export const useImageUploadMessages = (maxBytes: number) => {
  const { t, i18n } = useLingui();
  const limit = `${i18n.number(maxBytes / BYTES_PER_MB, { maximumFractionDigits: 1 })} MB`;
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
