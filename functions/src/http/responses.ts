import type { ErrorBody } from '@recyclens/shared';
import type { HttpResult } from './types';

/** Headers every answer carries: answers are per user, and never sniffed as another type. */
const baseHeaders = {
  'cache-control': 'no-store',
  'x-content-type-options': 'nosniff',
};

export const jsonResult = (
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): HttpResult => ({
  statusCode: status,
  headers: { ...baseHeaders, 'content-type': 'application/json; charset=utf-8', ...headers },
  body: JSON.stringify(body),
});

export const errorResult = (status: number, body: ErrorBody): HttpResult => jsonResult(status, body);

export const fileResult = (
  bytes: Buffer,
  contentType: string,
  headers: Record<string, string> = {},
): HttpResult => ({
  statusCode: 200,
  headers: {
    ...baseHeaders,
    'content-type': contentType,
    'content-length': String(bytes.length),
    ...headers,
  },
  body: bytes.toString('base64'),
  isBase64Encoded: true,
});
