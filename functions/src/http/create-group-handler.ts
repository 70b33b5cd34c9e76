import middy from '@middy/core';
import {
  routeKeyOf,
  type EndpointGroup,
  type RouteDefinition,
  type RouteId,
  type Routes,
} from '@recyclens/shared';
import type { Context } from 'aws-lambda';
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
import { stateOf, type ChainRequest } from './request-state';
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
 * One Lambda per endpoint group (DESIGN.md §2): its routes come from the route table, so the
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
  const logger = createLogger({ level: env().LOG_LEVEL, service: group, base: { group } });
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

  const run = async (_event: HttpEvent, _context: Context, request: ChainRequest): Promise<HttpResult> => {
    const state = stateOf(request);
    await openRequestCursor(state);
    const reply = await state.operation({
      route: state.route,
      params: state.params as never,
      query: state.query as never,
      body: state.body as never,
      file: state.file,
      headers: request.event.headers ?? {},
      caller: state.caller as never,
      bearer: bearerToken(request.event.headers?.authorization),
      logger: state.logger,
      requestId: request.event.requestContext?.requestId ?? request.context.awsRequestId,
      sourceIp: callerAddressOf(request.event),
    });
    return reply.kind === 'file'
      ? fileResult(reply.bytes, reply.contentType, reply.headers)
      : jsonResult(reply.status, await sealAnswerCursor(state, reply.body), reply.headers);
  };

  const chain = middy<HttpEvent, HttpResult, Error, Context, { state?: RequestState }>()
    .use(correlationIdHeader())
    .use(requestLogger())
    .use(routeMetrics())
    .use(errorHandler(logger))
    .use(resolveRoute(byRouteKey, logger))
    .use(parseBody())
    .use(authenticate(authenticator))
    .use(cleanInput())
    .use(validateInput());

  // middy hands the handler (event, context); the chain's state lives on the request object,
  // which middy exposes to middlewares only, so a last `before` step runs the operation. It must
  // not return the answer: middy takes a returned value as an early response and then skips
  // every `after` step (the request log, the metrics, the correlation id header). The handler
  // picks the answer up by the invocation's event instead.
  const answers = new WeakMap<HttpEvent, HttpResult>();
  chain.use({
    name: 'operation',
    before: async (rawRequest) => {
      const request = rawRequest as ChainRequest;
      answers.set(request.event, await run(request.event, request.context, request));
    },
  });
  const handler = chain.handler(async (event: HttpEvent) => {
    const answer = answers.get(event);
    if (!answer) throw new Error('unreachable: the operation step answers every request');
    answers.delete(event);
    return answer;
  }) as LambdaHandler;
  const edged = withOriginVerify(withTenantCors(handler, edge.tenantOrigins));
  // Each invocation decides anew whether its debug lines are sampled, and flushes its metrics.
  return async (event, context) => {
    logger.startInvocation();
    await startTracing((error) => logger.warn('tracing unavailable', { error }));
    return withMetrics(group, () => edged(event, context));
  };
};

type RequestState = NonNullable<ChainRequest['internal']['state']>;
