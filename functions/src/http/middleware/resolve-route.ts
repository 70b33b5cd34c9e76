import type { RouteDefinition } from '@recyclens/shared';
import { AppError } from '../../errors/app-error';
import { invocationLogger, type FunctionLogger, type LogLevel } from '../../logging/logger';
import { takeColdStart } from '../../observability/cold-start';
import { correlationIdOf } from '../correlation-id';
import { captureColdStartMetric, setMetricRoute } from '../../observability/metrics';
import type { ChainMiddleware } from '../request-state';
import type { Operation } from '../types';

export interface GroupRoute {
  routeId: string;
  route: RouteDefinition;
  operation: Operation<RouteDefinition>;
}

/**
 * Picks the operation for API Gateway's route key (e.g. `PUT /user/{userId}`); the local gateway
 * sets the same key. Starts the request's state with a logger that carries API Gateway's request
 * id, the correlation id (the web app's X-Request-Id) and whether this is the process's first call,
 * and counts that first call as Powertools' ColdStart metric.
 */
export const resolveRoute = (
  byRouteKey: ReadonlyMap<string, GroupRoute>,
  logger: FunctionLogger,
  level: LogLevel,
): ChainMiddleware => ({
  name: 'resolve-route',
  before: (request) => {
    // A context handed in twice (a test's, the local gateway's) must not bring the last call's state.
    delete request.context.state;
    const requestId = request.event.requestContext?.requestId ?? request.context.awsRequestId;
    const entry = byRouteKey.get(request.event.routeKey);
    if (!entry) throw new AppError('ROUTE_NOT_FOUND');
    setMetricRoute(entry.routeId);
    captureColdStartMetric();
    request.context.state = {
      ...entry,
      logger: invocationLogger(logger, level, {
        requestId,
        correlationId: correlationIdOf(request.event, request.context),
        coldStart: takeColdStart(),
        route: entry.routeId,
      }),
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
