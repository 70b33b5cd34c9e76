import { errorCatalog, localize } from '@recyclens/shared';
import { isAppError } from '../../errors/app-error';
import { callerLanguage } from '../caller-language';
import { fieldErrorsIn, rowErrorsIn } from '../../errors/field-errors';
import type { Logger } from '../../logging/logger';
import type { ChainMiddleware } from '../request-state';
import { errorResult } from '../responses';

const unavailableNames = new Set([
  'TimeoutError',
  'NetworkingError',
  'ServiceUnavailable',
  'ServiceUnavailableException',
  'ProvisionedThroughputExceededException',
  'ThrottlingException',
  'RequestLimitExceeded',
  'InternalServerError',
  'SlowDown',
]);
const unavailableCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENOTFOUND',
]);

/** A store that is down or overloaded is a 503 the client can retry, not a bug (500). */
export const isDependencyUnavailable = (error: unknown, depth = 0): boolean => {
  if (!error || typeof error !== 'object' || depth > 4) return false;
  const { name, code, cause, errors } = error as {
    name?: string;
    code?: string;
    cause?: unknown;
    errors?: unknown[];
  };
  if ((name && unavailableNames.has(name)) || (code && unavailableCodes.has(code))) return true;
  if (Array.isArray(errors) && errors.some((inner) => isDependencyUnavailable(inner, depth + 1))) return true;
  return isDependencyUnavailable(cause, depth + 1);
};

/**
 * First in the chain, so it sees every failure: typed errors become `{code, message, fields?}`
 * with their status; anything else is logged with its stack and answered without it.
 */
export const errorHandler = (fallbackLogger: Logger): ChainMiddleware => ({
  name: 'error-handler',
  onError: (request) => {
    const error = request.error;
    const logger = request.context.state?.logger ?? fallbackLogger;
    if (isAppError(error)) {
      // Refused fields and rows travel as codes; here they are worded in the caller's language.
      const language = () => callerLanguage(request.context.state, request.event);
      const coded = error.fieldProblems ? fieldErrorsIn(error.fieldProblems, language()) : undefined;
      const fields = coded?.fields ?? error.fields;
      const fieldCodes = coded?.fieldCodes;
      const fieldParams = coded?.fieldParams;
      request.response = errorResult(error.status, {
        code: error.code,
        message: error.localizedMessage ? localize(error.localizedMessage, language()) : error.message,
        ...(fields ? { fields } : {}),
        ...(fieldCodes && Object.keys(fieldCodes).length > 0 ? { fieldCodes } : {}),
        ...(fieldParams && Object.keys(fieldParams).length > 0 ? { fieldParams } : {}),
        ...(error.rowErrors
          ? {
              rowErrors: rowErrorsIn(error.rowErrors, language()),
            }
          : {}),
      });
      // A store that is busy or down: say when to try again, as for a 429.
      const retryAfter = error.fields?.retryAfterSeconds ?? (error.status === 503 ? '1' : undefined);
      if (retryAfter) request.response.headers = { ...request.response.headers, 'retry-after': retryAfter };
      return;
    }
    if (isDependencyUnavailable(error)) {
      logger.error('dependency unavailable', { error });
      request.response = errorResult(503, {
        code: 'SERVICE_UNAVAILABLE',
        message: errorCatalog.SERVICE_UNAVAILABLE.message,
      });
      request.response.headers = { ...request.response.headers, 'retry-after': '1' };
      return;
    }
    logger.error('unhandled error', { error });
    request.response = errorResult(500, { code: 'INTERNAL', message: errorCatalog.INTERNAL.message });
  },
});
