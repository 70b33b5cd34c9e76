import { timingSafeEqual } from 'node:crypto';
import { errorCatalog, ORIGIN_VERIFY_HEADER } from '@recyclens/shared';
import { env } from '../config/env';
import { errorResult } from './responses';
import type { LambdaHandler } from './types';

const matches = (given: string | undefined, expected: string): boolean => {
  if (given === undefined) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  // Compared in constant time, so the answer's timing does not reveal the secret bit by bit.
  return a.length === b.length && timingSafeEqual(a, b);
};

/**
 * Refuses requests that did not come through CloudFront, which adds the secret header to all it
 * forwards: the API's own execute-api address must stay enabled as CloudFront's origin, and this
 * keeps callers from going around CloudFront and what guards it there (decision 022).
 */
export const withOriginVerify =
  (handler: LambdaHandler, expected: string | undefined = env().ORIGIN_VERIFY_SECRET): LambdaHandler =>
  async (event, context) => {
    if (expected === undefined || matches(event.headers?.[ORIGIN_VERIFY_HEADER], expected)) {
      return handler(event, context);
    }
    return errorResult(errorCatalog.FORBIDDEN.status, {
      code: 'FORBIDDEN',
      message: errorCatalog.FORBIDDEN.message,
    });
  };
