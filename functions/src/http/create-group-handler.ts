import middy from '@middy/core';
import {
  routeKeyOf,
  type EndpointGroup,
  type RouteDefinition,
  type RouteId,
  type Routes,
} from '@recyclens/shared';
import { env } from '../config/env';
import { createLogger } from '../logging/logger';
import { withMetrics } from '../observability/metrics';
import { startTracing } from '../observability/tracing';
import { authenticate, bearerToken, type Authenticator } from './middleware/authenticate';
import { callerAddressOf } from './caller-address';
import { cleanInput } from './middleware/clean-input';
import { correlationIdHeader } from './middleware/correlation-id';
import { errorHandler } from './middleware/error-handler';
import { parseBody } from './middleware/parse-body';
import { requestLogger } from './middleware/request-logger';
import { resolveRoute, type GroupRoute } from './middleware/resolve-route';
import { routeMetrics } from './middleware/route-metrics';
import { validateInput } from './middleware/validate-input';
import { openRequestCursor, sealAnswerCursor } from './page-cursors';
import { stateOf, type ChainContext } from './request-state';
import { fileResult, jsonResult } from './responses';
import { withOriginVerify } from './origin-verify';
import { withTenantCors, type TenantOriginCheck } from './tenant-cors';
import type { HttpEvent, HttpResult, LambdaHandler, Operation } from './types';

/** The operations of one endpoint group, keyed by route id; the compiler checks each signature. */
export type GroupOperations<G extends EndpointGroup> = {
  [Id in RouteId as Routes[Id]['group'] extends G ? Id : never]: Operation<Routes[Id]>;
};

/** The group's own part of the route table (e.g. `authRoutes`). */
export type GroupRoutes<G extends EndpointGroup> = {
  readonly [Id in keyof GroupOperations<G>]: Routes[Id];
};

/**
 * One Lambda per endpoint group (docs/architecture.md#route-table): its routes come from the route table, so the
 * compiler insists that every route of the group has an operation. The group passes only its
 * own routes, so its cold start builds no other group's schemas. CORS wraps it all (tenant-cors.ts),
 * so preflights and error answers carry it too, inside the check that the call came through
 * CloudFront (origin-verify.ts). The chain, in order: correlation id header, request log, 4xx/5xx
 * metrics, error mapping, route, JSON body, authentication, text hygiene, validation, then the
 * thin handler, with page cursors opened before it and sealed after it (page-cursors.ts). The
 * authenticator and the tenant-origin check come from the caller (groups/group-handler.ts), so
 * http/ never imports services/.
 */
export const createGroupHandler = <G extends EndpointGroup>(
  group: G,
  groupRoutes: GroupRoutes<G>,
  operations: GroupOperations<G>,
  edge: { authenticator: Authenticator; tenantOrigins: TenantOriginCheck },
): LambdaHandler => {
  const { authenticator } = edge;
  const level = env().LOG_LEVEL;
  const logger = createLogger({ level, service: group, base: { group } });
  const byRouteKey = new Map<string, GroupRoute>();
  const entries = Object.entries(operations) as [string, Operation<RouteDefinition>][];
  for (const [routeId, operation] of entries) {
    const route = (groupRoutes as Record<string, RouteDefinition | undefined>)[routeId];
    if (!route || route.group !== group) throw new Error(`${routeId} is not a route of the ${group} group`);
    byRouteKey.set(routeKeyOf(route), {
      routeId,
      route,
      operation,
    });
  }

  const chain = middy<HttpEvent, HttpResult, Error, ChainContext>()
    .use(correlationIdHeader())
    .use(requestLogger())
    .use(routeMetrics())
    .use(errorHandler(logger))
    .use(resolveRoute(byRouteKey, logger, level))
    .use(parseBody())
    .use(authenticate(authenticator))
    .use(cleanInput())
    .use(validateInput());

  // The steps before it have left the request's state on the context; the answer it returns goes
  // back out through every `after` step (the request log, the metrics, the correlation id header).
  const handler = chain.handler(async (event: HttpEvent, context: ChainContext): Promise<HttpResult> => {
    const state = stateOf({ context });
    await openRequestCursor(state);
    const reply = await state.operation({
      route: state.route,
      params: state.params as never,
      query: state.query as never,
      body: state.body as never,
      file: state.file,
      headers: event.headers ?? {},
      caller: state.caller as never,
      bearer: bearerToken(event.headers?.authorization),
      logger: state.logger,
      requestId: event.requestContext?.requestId ?? context.awsRequestId,
      sourceIp: callerAddressOf(event),
    });
    return reply.kind === 'file'
      ? fileResult(reply.bytes, reply.contentType, reply.headers)
      : jsonResult(reply.status, await sealAnswerCursor(state, reply.body), reply.headers);
  });
  const edged = withOriginVerify(withTenantCors(handler, edge.tenantOrigins));
  // Each invocation flushes its metrics; its logger draws its own debug sample (resolve-route.ts).
  return async (event, context) => {
    await startTracing((error) => logger.warn('tracing unavailable', { error }));
    return withMetrics(group, () => edged(event, context));
  };
};
