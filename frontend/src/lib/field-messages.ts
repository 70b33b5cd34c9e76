import { i18n } from '@lingui/core';
import { isPlainFieldErrorCode } from '@recyclens/shared';
import { ApiError } from './api-errors';
import { toInterfaceLocale } from './i18n';
import { translateValidation } from './messages';

/**
 * The server's field messages of a VALIDATION_FAILED, path → text. The server writes them in the
 * user's stored language (or the browser's), which need not be the interface's: a code whose text
 * needs no parameters is worded here, in the interface language; otherwise the server's text stands.
 */
export const serverFieldMessages = (error: unknown): Record<string, string> => {
  if (!(error instanceof ApiError) || error.code !== 'VALIDATION_FAILED') return {};
  const interfaceLocale = toInterfaceLocale(i18n.locale);
  return Object.fromEntries(
    Object.entries(error.fields).map(([path, message]) => {
      const code = error.fieldCodes[path];
      const worded =
        code && interfaceLocale && isPlainFieldErrorCode(code) ? translateValidation(i18n, code) : undefined;
      return [path, worded ?? message];
    }),
  );
};
