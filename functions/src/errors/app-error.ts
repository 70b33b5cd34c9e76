import { errorCatalog, type ErrorBody, type ErrorCode, type FieldErrorCode } from '@recyclens/shared';

export type RowError = NonNullable<ErrorBody['rowErrors']>[number];

/**
 * The one error type services throw. The error middleware turns it into
 * `{ code, message, fields?, fieldCodes? }` with the catalogue's status; anything else becomes INTERNAL.
 */
export class AppError extends Error {
  override name = 'AppError';
  readonly status: number;
  readonly fields: Record<string, string> | undefined;
  readonly fieldCodes: Record<string, FieldErrorCode> | undefined;
  readonly rowErrors: RowError[] | undefined;

  constructor(
    readonly code: ErrorCode,
    options: {
      message?: string;
      fields?: Record<string, string>;
      fieldCodes?: Record<string, FieldErrorCode>;
      rowErrors?: RowError[];
      cause?: unknown;
    } = {},
  ) {
    super(options.message ?? errorCatalog[code].message, { cause: options.cause });
    this.status = errorCatalog[code].status;
    this.fields = options.fields;
    this.fieldCodes = options.fieldCodes;
    this.rowErrors = options.rowErrors;
  }
}

export const isAppError = (error: unknown): error is AppError => error instanceof AppError;

export const hasErrorCode = (error: unknown, code: ErrorCode): error is AppError =>
  isAppError(error) && error.code === code;
