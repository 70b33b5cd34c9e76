import { REQUEST_ID_HEADER } from '@recyclens/shared';
import { correlationIdOf } from '../correlation-id';
import type { ChainMiddleware, ChainRequest } from '../request-state';

/**
 * Every answer, refusals included, names the call's correlation id, so a user or the web app can
 * quote it and an operator finds the call's log lines. First in the chain, so it runs last.
 */
export const correlationIdHeader = (): ChainMiddleware => {
  const echo = (request: ChainRequest) => {
    const { response } = request;
    if (!response) return;
    response.headers = {
      ...response.headers,
      [REQUEST_ID_HEADER]: correlationIdOf(request.event, request.context),
    };
  };
  return {
    name: 'correlation-id',
    after: echo,
    onError: echo,
  };
};
