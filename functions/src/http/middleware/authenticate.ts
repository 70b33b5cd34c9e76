import type { RouteDefinition } from '@recyclens/shared';
import { AppError } from '../../errors/app-error';
import type { Caller } from '../caller';
import { callerAddressOf } from '../caller-address';
import { stateOf, type ChainMiddleware } from '../request-state';

/** Turns a bearer token into the caller for a route, or throws UNAUTHORIZED / FORBIDDEN. */
export type Authenticator = (
  token: string,
  route: RouteDefinition,
  headers: Record<string, string | undefined>,
) => Promise<Omit<Caller, 'address'>>;

export const bearerToken = (authorization: string | undefined): string | undefined => {
  const match = /^Bearer\s+(\S{1,4096})$/i.exec(authorization ?? '');
  return match?.[1];
};

/**
 * Public routes pass; session routes need a bearer token the authenticator accepts. The
 * authenticator checks the session and user on each call, so revoked rights apply at once.
 */
export const authenticate = (authenticator: Authenticator): ChainMiddleware => ({
  name: 'authenticate',
  before: async (request) => {
    const state = stateOf(request);
    if (state.route.auth === 'public') return;
    const token = bearerToken(request.event.headers?.authorization);
    // A reset link's token is redeemed by its operation; it is not a session.
    if (state.route.auth === 'reset-token') {
      if (!token) throw new AppError('INVALID_LINK');
      return;
    }
    if (!token) throw new AppError('UNAUTHORIZED');
    const caller = await authenticator(token, state.route, request.event.headers ?? {});
    state.caller = { ...caller, address: callerAddressOf(request.event) };
  },
});
