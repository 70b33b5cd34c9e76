import type { MiddlewareObj } from '@middy/core';
import type { ChainRequest } from '../request-state';

/**
 * One line per request: what was called, by whom (ids only: tenant, company, user; never an
 * e-mail address or a name), how it ended. Never bodies or headers.
 */
export const requestLogger = (): MiddlewareObj => {
  const done = (rawRequest: ChainRequest) => {
    const state = rawRequest.internal.state;
    if (!state) return;
    state.logger.info('request', {
      route: state.routeId,
      status: rawRequest.response?.statusCode,
      ms: Date.now() - state.startedAt,
      userId: state.caller?.userId,
      clientId: state.caller?.clientId,
      companyId: state.caller?.currentCompanyId,
    });
  };
  return {
    name: 'request-logger',
    after: (request) => done(request as ChainRequest),
    // Used before the error handler, so its onError runs after the error has become a response.
    onError: (request) => done(request as ChainRequest),
  };
};
