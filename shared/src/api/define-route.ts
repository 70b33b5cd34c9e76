import type { z } from 'zod';
import type { Permission } from '../domain/permissions';
import type { ErrorCode } from './error-codes';

export const endpointGroups = ['auth', 'tenant', 'account', 'admin', 'packaging', 'content'] as const;
export type EndpointGroup = (typeof endpointGroups)[number];

export const httpMethods = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
export type HttpMethod = (typeof httpMethods)[number];

/**
 * How a call is authenticated: none, a session's access token, or the one-time reset token
 * from a password-reset mail (we send it as the bearer, docs/product.md#api-calls).
 */
export type RouteAuth = 'public' | 'session' | 'reset-token';

export interface MultipartBody {
  readonly kind: 'multipart';
  readonly fileField: string;
  readonly contentTypes: readonly string[];
  readonly maxBytes: number;
}

export interface RouteDefinition {
  readonly method: HttpMethod;
  readonly path: `/${string}`;
  readonly group: EndpointGroup;
  readonly auth: RouteAuth;
  /** Checked by the server for 'session' routes; absent means any signed-in user. */
  readonly permission?: Permission;
  /** Acts on the caller's current company (X-Company-Id header, docs/architecture.md#auth-and-tenancy). */
  readonly companyScoped?: boolean;
  readonly summary: string;
  readonly params?: z.ZodObject;
  readonly query?: z.ZodObject;
  readonly body?: z.ZodType | MultipartBody;
  /** The JSON answer. */
  readonly answer: z.ZodType;
  /** When set, a successful answer may instead be a file of one of these types. */
  readonly binaryAnswer?: readonly string[];
  /**
   * Refusals of the route's own rules (a conflict, a throttle, a link that expired…), beyond
   * those its shape implies (openapi-errors.ts): the OpenAPI document lists their statuses.
   */
  readonly errors?: readonly ErrorCode[];
}

/** Keeps each route's literal types so clients infer bodies and answers from the table. */
export const defineRoute = <const T extends RouteDefinition>(route: T): T => route;

export const isMultipart = (body: RouteDefinition['body']): body is MultipartBody =>
  typeof body === 'object' && body !== null && 'kind' in body && body.kind === 'multipart';

/** `/user/{userId}` → `['userId']` */
export const pathParamNames = (path: string): string[] =>
  [...path.matchAll(/\{([A-Za-z0-9_]+)\}/g)].map((match) => match[1] ?? '');

/** API Gateway's route key, e.g. `GET /user/{userId}`. */
export const routeKeyOf = (route: Pick<RouteDefinition, 'method' | 'path'>): string =>
  `${route.method} ${route.path}`;
