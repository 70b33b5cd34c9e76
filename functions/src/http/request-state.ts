import type { MiddlewareObj, Request } from '@middy/core';
import type { Context } from 'aws-lambda';
import type { RouteDefinition } from '@recyclens/shared';
import type { Logger } from '../logging/logger';
import type { Caller } from './caller';
import type { HttpEvent, HttpResult, Operation, UploadedFile } from './types';

/** What the chain learns about one request as it goes; handlers read it, never the raw event. */
export interface RequestState {
  routeId: string;
  route: RouteDefinition;
  operation: Operation<RouteDefinition>;
  logger: Logger;
  startedAt: number;
  rawBody: unknown;
  file: UploadedFile | undefined;
  caller: Caller | undefined;
  params: unknown;
  query: unknown;
  body: unknown;
}

/**
 * The invocation's context with the request's state beside Lambda's fields: middy hands the same
 * context to every step and to the handler, so the handler reads what the steps found.
 */
export interface ChainContext extends Context {
  state?: RequestState;
}

export type ChainRequest = Request<HttpEvent, HttpResult, Error, ChainContext>;
export type ChainMiddleware = MiddlewareObj<HttpEvent, HttpResult, Error, ChainContext>;

export const stateOf = ({ context }: { context: ChainContext }): RequestState => {
  const { state } = context;
  if (!state) throw new Error('The route step must run before this step');
  return state;
};
