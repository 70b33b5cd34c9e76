import type { MiddlewareObj } from '@middy/core';
import type { RouteDefinition } from '@recyclens/shared';
import { AppError } from '../../errors/app-error';
import type { Logger } from '../../logging/logger';
import type { ChainRequest } from '../request-state';
import type { Operation } from '../types';

export interface GroupRoute {
  routeId: string;
  route: RouteDefinition;
  operation: Operation<RouteDefinition>;
}

/**
 * Picks the operation for API Gateway's route key (e.g. `PUT /user/{userId}`); the local gateway
 * sets the same key. Starts the request's state with a logger that carries the request id.
 */
export const resolveRoute = (byRouteKey: ReadonlyMap<string, GroupRoute>, logger: Logger): MiddlewareObj => ({
  name: 'resolve-route',
  before: (rawRequest) => {
    const request = rawRequest as ChainRequest;
    const requestId = request.event.requestContext?.requestId ?? request.context.awsRequestId;
    const entry = byRouteKey.get(request.event.routeKey);
    if (!entry) throw new AppError('ROUTE_NOT_FOUND');
    request.internal.state = {
      ...entry,
      logger: logger.child({ requestId, route: entry.routeId }),
      startedAt: Date.now(),
      rawBody: undefined,
      file: undefined,
      caller: undefined,
      params: {},
      query: {},
      body: undefined,
    };
  },
});
