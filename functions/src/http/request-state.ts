import type { Request } from '@middy/core';
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

export type ChainRequest = Request<HttpEvent, HttpResult, Error, Context, { state?: RequestState }>;

export const stateOf = (request: ChainRequest): RequestState => {
  const { state } = request.internal;
  if (!state) throw new Error('The route step must run before this step');
  return state;
};
