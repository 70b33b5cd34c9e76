import { errorCatalog, type ErrorCode } from '@recyclens/shared';

/**
 * The one error type services throw. The error middleware turns it into
 * `{ code, message, fields? }` with the catalogue's status; anything else becomes INTERNAL.
 */
export class AppError extends Error {
  override name = 'AppError';
  readonly status: number;
  readonly fields: Record<string, string> | undefined;

  constructor(
    readonly code: ErrorCode,
    options: { message?: string; fields?: Record<string, string>; cause?: unknown } = {},
  ) {
    super(options.message ?? errorCatalog[code].message, { cause: options.cause });
    this.status = errorCatalog[code].status;
    this.fields = options.fields;
  }
}

export const isAppError = (error: unknown): error is AppError => error instanceof AppError;
