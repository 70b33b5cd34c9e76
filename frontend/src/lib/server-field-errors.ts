import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { serverFieldMessages as fieldMessages } from './field-messages';

/** Whether the server's answer names one of the form's fields, so the message belongs under it. */
const hasServerFieldErrors = (error: unknown, fields: readonly string[]) =>
  fields.some((field) => Boolean(fieldMessages(error)[field]));

/**
 * What a dialog's form says on top after a failed send (DialogForm's `failure`): the refusal
 * under `title`, unless its messages went under the form's fields instead.
 */
export const formFailure = (
  send: { isError: boolean; error: unknown },
  fields: readonly string[],
  title: string,
): { title: string; error: unknown } | null =>
  send.isError && !hasServerFieldErrors(send.error, fields) ? { title, error: send.error } : null;

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
