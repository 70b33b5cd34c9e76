import { REQUEST_ID_HEADER } from '@recyclens/shared';
import type { Context } from 'aws-lambda';
import type { HttpEvent } from './types';

// The id comes from the caller, so only a short, plain token is taken: nothing a log line could
// be forged or flooded with.
const acceptable = /^[A-Za-z0-9._-]{8,64}$/;

/**
 * The id that ties a call's log lines together: the web app's `X-Request-Id` when it sent a
 * usable one (so a user's report can be found), else API Gateway's request id.
 */
export const correlationIdOf = (event: HttpEvent, context: Pick<Context, 'awsRequestId'>): string => {
  const sent = event.headers?.[REQUEST_ID_HEADER];
  if (sent && acceptable.test(sent)) return sent;
  return event.requestContext?.requestId ?? context.awsRequestId;
};
