import type { MiddlewareObj } from '@middy/core';
import type { RouteDefinition } from '@recyclens/shared';
import { AppError } from '../../errors/app-error';
import type { Caller } from '../caller';
import { stateOf, type ChainRequest } from '../request-state';

/** Turns a bearer token into the caller for a route, or throws UNAUTHORIZED / FORBIDDEN. */
export type Authenticator = (token: string, route: RouteDefinition) => Promise<Caller | undefined>;

export const bearerToken = (authorization: string | undefined): string | undefined => {
  const match = /^Bearer\s+(\S{1,4096})$/i.exec(authorization ?? '');
  return match?.[1];
};

/**
 * Public routes pass; every other route needs a bearer token the authenticator accepts. The
 * authenticator checks the session and user on each call, so revoked rights apply at once.
 */
export const authenticate = (authenticator: Authenticator): MiddlewareObj => ({
  name: 'authenticate',
  before: async (rawRequest) => {
    const request = rawRequest as ChainRequest;
    const state = stateOf(request);
    if (state.route.auth === 'public') return;
    const token = bearerToken(request.event.headers?.authorization);
    if (!token) throw new AppError('UNAUTHORIZED');
    state.caller = await authenticator(token, state.route);
    if (state.route.auth === 'session' && !state.caller) throw new AppError('UNAUTHORIZED');
  },
});
