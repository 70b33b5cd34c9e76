import type { I18n } from '@lingui/core';
import { isPlainFieldErrorCode } from '@recyclens/shared';
import type { FieldError } from 'react-hook-form';
import { translateValidation } from '../../lib/messages';

/**
 * A field's error in the interface language. The server's (set as `server`) is worded already;
 * text where a number belongs gets zod's generic type error, which carries no code.
 */
export const fieldErrorText = (i18n: I18n, error: FieldError | undefined): string | undefined => {
  if (!error) return undefined;
  if (error.type === 'server') return error.message;
  if (error.message && isPlainFieldErrorCode(error.message)) return translateValidation(i18n, error.message);
  if (error.type === 'invalid_type') return translateValidation(i18n, 'NOT_A_NUMBER');
  return error.message;
};

/**
 * The error of a select that must be chosen (a layer's role and material): the server's answer
 * (an unknown entry) as it came, anything the browser found means nothing is chosen.
 */
export const choiceErrorText = (i18n: I18n, error: FieldError | undefined): string | undefined => {
  if (!error) return undefined;
  if (error.type === 'server') return error.message;
  return translateValidation(i18n, 'REQUIRED');
};
