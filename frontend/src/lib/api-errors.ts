import type { ErrorBody, ErrorCode, FieldErrorCode, FieldErrorParams } from '@recyclens/shared';

/** One problem of an imported file (IMPORT_INVALID). */
export type ImportRowError = NonNullable<ErrorBody['rowErrors']>[number];

/** An answer outside 200–299, with the server's stable code (docs/product.md#api-calls, docs/architecture.md#request-path). */
export class ApiError extends Error {
  override name = 'ApiError';
  constructor(
    readonly status: number,
    readonly code: ErrorCode | 'NETWORK' | 'UNKNOWN',
    message: string,
    readonly fields: Record<string, string> = {},
    readonly rowErrors: readonly ImportRowError[] = [],
    readonly fieldCodes: Readonly<Record<string, FieldErrorCode>> = {},
    /** Per path, the parameters of a code whose text needs them (a limit, the choices). */
    readonly fieldParams: Readonly<Record<string, FieldErrorParams>> = {},
  ) {
    super(message);
  }
}

/** docs/product.md#authentication: an answer that the session is over (401) outside the login page ends it (decision 010). */
export class UnauthorizedError extends ApiError {
  override name = 'UnauthorizedError';
}

/** docs/product.md#api-calls: a missing required parameter is a client-side error naming it. */
export class MissingParameterError extends Error {
  override name = 'MissingParameterError';
  constructor(readonly parameter: string) {
    super(`Missing required parameter: ${parameter}`);
  }
}
