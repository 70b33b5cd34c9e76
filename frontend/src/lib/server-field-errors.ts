import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { serverFieldMessages as fieldMessages } from './field-messages';

/** Whether the server's answer names one of the form's fields, so the message belongs under it. */
export const hasServerFieldErrors = (error: unknown, fields: readonly string[]) =>
  fields.some((field) => Boolean(fieldMessages(error)[field]));

/** Puts the server's field messages (VALIDATION_FAILED) under the fields of the form that sent them. */
export const applyServerFieldErrors = <T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
) => {
  const messages = fieldMessages(error);
  for (const field of fields) {
    const message = messages[field];
    if (message) setError(field, { type: 'server', message });
  }
};
