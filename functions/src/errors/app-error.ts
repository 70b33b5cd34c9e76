import { errorCatalog, type ErrorCode, type FieldProblem, type Localized } from '@recyclens/shared';
import type { FieldProblems } from './field-errors';

/**
 * One problem of an imported file (IMPORT_INVALID), by the sheet and column the reader knows in
 * their language: a field error code, worded in the caller's language when answered, or a text of
 * the file's own (a missing column) in each language.
 */
export type RowError = { sheet: Localized; row: number; column: Localized } & (
  FieldProblem | { message: Localized }
);

/**
 * The one error type services throw. The error middleware turns it into
 * `{ code, message, fields?, fieldCodes?, fieldParams?, rowErrors? }` with the catalogue's status; anything else
 * becomes INTERNAL. Refused fields travel as codes (`fieldProblems`) and are worded in the
 * caller's language there; `fields` carries plain values (a contact, a wait, a text without code).
 */
export class AppError extends Error {
  override name = 'AppError';
  readonly status: number;
  readonly fields: Record<string, string> | undefined;
  readonly fieldProblems: FieldProblems | undefined;
  readonly rowErrors: RowError[] | undefined;
  /** A message said in each language, answered in the caller's; `message` holds its English. */
  readonly localizedMessage: Localized | undefined;

  constructor(
    readonly code: ErrorCode,
    options: {
      message?: string | Localized;
      fields?: Record<string, string>;
      fieldProblems?: FieldProblems;
      rowErrors?: RowError[];
      cause?: unknown;
    } = {},
  ) {
    const { message } = options;
    super(typeof message === 'object' ? message.en : (message ?? errorCatalog[code].message), {
      cause: options.cause,
    });
    this.localizedMessage = typeof message === 'object' ? message : undefined;
    this.status = errorCatalog[code].status;
    this.fields = options.fields;
    this.fieldProblems = options.fieldProblems;
    this.rowErrors = options.rowErrors;
  }
}

export const isAppError = (error: unknown): error is AppError => error instanceof AppError;

export const hasErrorCode = (error: unknown, code: ErrorCode): error is AppError =>
  isAppError(error) && error.code === code;
