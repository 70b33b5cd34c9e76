import { i18n } from '@lingui/core';
import {
  fieldErrorParamNames,
  isPlainFieldErrorCode,
  type FieldErrorCode,
  type FieldErrorParams,
} from '@recyclens/shared';
import { ApiError } from './api-errors';
import { parameterisedFieldErrorTexts } from './field-error-texts';
import { toInterfaceLocale } from './i18n';
import { translateValidation } from './messages';

/** A code in the interface language; one that needs parameters only when the server sent them all. */
const wordedCode = (code: FieldErrorCode, params: FieldErrorParams | undefined): string | undefined => {
  if (isPlainFieldErrorCode(code)) return translateValidation(i18n, code);
  const complete = params && fieldErrorParamNames(code).every((name) => Object.hasOwn(params, name));
  return complete ? i18n._({ ...parameterisedFieldErrorTexts[code], values: params }) : undefined;
};

/**
 * The server's field messages of a VALIDATION_FAILED, path → text. The server writes them in the
 * user's stored language (or the browser's), which need not be the interface's: a code is worded
 * here, in the interface language, from its parameters where its text needs them; the server's
 * text stands only where a code or a parameter is missing.
 */
export const serverFieldMessages = (error: unknown): Record<string, string> => {
  if (!(error instanceof ApiError) || error.code !== 'VALIDATION_FAILED') return {};
  const interfaceLocale = toInterfaceLocale(i18n.locale);
  return Object.fromEntries(
    Object.entries(error.fields).map(([path, message]) => {
      const code = error.fieldCodes[path];
      const worded = code && interfaceLocale ? wordedCode(code, error.fieldParams[path]) : undefined;
      return [path, worded ?? message];
    }),
  );
};
