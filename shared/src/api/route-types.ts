import type { z } from 'zod';
import type { MultipartBody, RouteDefinition } from './define-route';

type SchemaInput<S> = S extends z.ZodType ? z.input<S> : never;
type SchemaOutput<S> = S extends z.ZodType ? z.output<S> : never;

/** What a caller sends and what a handler receives, derived from the route table only. */
export type RouteParams<R extends RouteDefinition> = R['params'] extends z.ZodType
  ? z.output<R['params']>
  : Record<string, never>;
export type RouteQuery<R extends RouteDefinition> = R['query'] extends z.ZodType
  ? z.output<R['query']>
  : Record<string, never>;
export type RouteQueryInput<R extends RouteDefinition> = R['query'] extends z.ZodType
  ? z.input<R['query']>
  : Record<string, never>;
export type RouteBody<R extends RouteDefinition> = R['body'] extends MultipartBody
  ? never
  : SchemaOutput<R['body']>;
export type RouteBodyInput<R extends RouteDefinition> = R['body'] extends MultipartBody
  ? FormData
  : SchemaInput<R['body']>;
/** What the server writes (dates as ISO strings). */
export type RouteAnswerJson<R extends RouteDefinition> = z.input<R['answer']>;
/** What a client gets after parsing (dates as Date). */
export type RouteAnswer<R extends RouteDefinition> = z.output<R['answer']>;
