import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import type { RouteAnswerJson, RouteBody, RouteDefinition, RouteParams, RouteQuery } from '@recyclens/shared';
import type { Logger } from '../logging/logger';
import type { Caller } from './caller';

export type HttpEvent = APIGatewayProxyEventV2;
export type HttpResult = APIGatewayProxyStructuredResultV2;

export interface UploadedFile {
  fileName: string;
  contentType: string;
  bytes: Buffer;
}

/** What an operation receives: the route's inputs, already parsed and validated. */
export interface OperationInput<R extends RouteDefinition> {
  route: R;
  params: RouteParams<R>;
  query: RouteQuery<R>;
  body: RouteBody<R>;
  file: UploadedFile | undefined;
  headers: Record<string, string | undefined>;
  /** The signed-in caller on 'session' routes (the chain refuses the call without one). */
  caller: R['auth'] extends 'session' ? Caller : undefined;
  /** The raw bearer token, for 'reset-token' routes that redeem it themselves. */
  bearer: string | undefined;
  logger: Logger;
  requestId: string;
  /** The address the request came from (API Gateway's view), for per-caller limits. */
  sourceIp: string;
}

export type Reply<Body> =
  | { kind: 'json'; status: number; body: Body; headers?: Record<string, string> }
  | { kind: 'file'; contentType: string; bytes: Buffer; headers?: Record<string, string> };

export type Operation<R extends RouteDefinition> = (
  input: OperationInput<R>,
) => Promise<Reply<RouteAnswerJson<R>>>;

export type LambdaHandler = (event: HttpEvent, context: Context) => Promise<HttpResult>;
