import type { ChainMiddleware, ChainRequest } from '../request-state';

/**
 * One line per request: what was called, by whom (ids only: tenant, company, user; never an
 * e-mail address or a name), how it ended. Never bodies or headers.
 */
export const requestLogger = (): ChainMiddleware => {
  const done = (request: ChainRequest) => {
    const state = request.context.state;
    if (!state) return;
    state.logger.info('request', {
      route: state.routeId,
      status: request.response?.statusCode,
      ms: Date.now() - state.startedAt,
      userId: state.caller?.userId,
      clientId: state.caller?.clientId,
      companyId: state.caller?.currentCompanyId,
    });
  };
  return {
    name: 'request-logger',
    after: done,
    // Used before the error handler, so its onError runs after the error has become a response.
    onError: done,
  };
};
