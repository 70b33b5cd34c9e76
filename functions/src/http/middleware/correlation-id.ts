import type { MiddlewareObj } from '@middy/core';
import { REQUEST_ID_HEADER } from '@recyclens/shared';
import { correlationIdOf } from '../correlation-id';
import type { ChainRequest } from '../request-state';

/**
 * Every answer, refusals included, names the call's correlation id, so a user or the web app can
 * quote it and an operator finds the call's log lines. First in the chain, so it runs last.
 */
export const correlationIdHeader = (): MiddlewareObj => {
  const echo = (rawRequest: ChainRequest) => {
    const { response } = rawRequest;
    if (!response) return;
    response.headers = {
      ...response.headers,
      [REQUEST_ID_HEADER]: correlationIdOf(rawRequest.event, rawRequest.context),
    };
  };
  return {
    name: 'correlation-id',
    after: (request) => echo(request as ChainRequest),
    onError: (request) => echo(request as ChainRequest),
  };
};
