import {
  COMPANY_HEADER,
  isMultipart,
  pathParamNames,
  REQUEST_ID_HEADER,
  type RouteAnswer,
  type RouteBodyInput,
  type RouteDefinition,
  type RouteId,
  type RouteQueryInput,
  type Routes,
} from '@recyclens/shared';
import type { z } from 'zod';
import { ApiError, MissingParameterError, UnauthorizedError } from './api-errors';
import { callableRoute } from './route-table';

type ParamsOf<R extends RouteDefinition> = R['params'] extends z.ZodType ? z.input<R['params']> : undefined;

/** What a call takes, typed from the route table: params, query and body as the route declares. */
export type CallInput<R extends RouteDefinition> = {
  params?: ParamsOf<R>;
  query?: Partial<RouteQueryInput<R>>;
  body?: RouteBodyInput<R>;
  signal?: AbortSignal;
};

export interface ApiClientOptions {
  baseUrl: string;
  getToken: () => string | null;
  getCompanyId?: () => string | null;
  /** Called on a 401 unless `isOnLoginPage()`; the app removes the token and goes to /login. */
  onUnauthorized?: () => void;
  /**
   * Called when the company a call was sent for is out of the caller's reach (removed from it
   * meanwhile), with that company's id.
   */
  onCompanyLost?: (companyId: string) => void;
  isOnLoginPage?: () => boolean;
  fetch?: typeof fetch;
}

/**
 * What the client needs of a route to call it: a group table's definition gives it
 * (route-table.ts), and so do the first load's own routes, which carry no zod
 * (tenant/first-load-routes.ts, decision 059).
 */
export interface CallableRoute extends Pick<
  RouteDefinition,
  'method' | 'path' | 'auth' | 'companyScoped' | 'body'
> {
  /** The query parameters a call must give. */
  readonly requiredQuery: readonly string[];
  /** The JSON answer, checked and parsed (date-time strings become dates); throws when it does not fit. */
  readonly parseAnswer: (json: unknown) => unknown;
}

const buildPath = (route: CallableRoute, params: Record<string, unknown> | undefined): string =>
  pathParamNames(route.path).reduce((path, name) => {
    const value = params?.[name];
    if (value === undefined || value === null || value === '') throw new MissingParameterError(name);
    return path.replace(`{${name}}`, encodeURIComponent(String(value)));
  }, route.path);

const buildQuery = (route: CallableRoute, query: Record<string, unknown> | undefined): string => {
  const search = new URLSearchParams();
  for (const name of route.requiredQuery) {
    if (query?.[name] === undefined || query[name] === '') throw new MissingParameterError(name);
  }
  for (const [name, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null) continue;
    search.set(name, Array.isArray(value) ? value.join(',') : String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
};

/**
 * The web app's one way to call the API. Public calls go without a token (docs/product.md#roles-and-permissions), protected
 * ones with the bearer token; company-scoped ones name the current company. Queries are not
 * retried here: TanStack Query is set to no retries (docs/product.md#constants-and-limits).
 */
export const createApiClient = (options: ApiClientOptions) => {
  const doFetch = options.fetch ?? ((...args: Parameters<typeof fetch>) => fetch(...args));

  const send = async <Id extends RouteId>(
    route: CallableRoute,
    input: CallInput<Routes[Id]> = {},
  ): Promise<Response> => {
    const url = `${options.baseUrl}${buildPath(route, input.params as Record<string, unknown> | undefined)}${buildQuery(
      route,
      input.query as Record<string, unknown> | undefined,
    )}`;
    // A fresh id per call: the API logs it as the correlation id and echoes it in its answer.
    const headers: Record<string, string> = {
      accept: 'application/json',
      [REQUEST_ID_HEADER]: crypto.randomUUID(),
    };
    if (route.auth !== 'public') {
      const token = options.getToken();
      if (token) headers.authorization = `Bearer ${token}`;
    }
    const companyId = route.companyScoped ? options.getCompanyId?.() : null;
    if (companyId) headers[COMPANY_HEADER] = companyId;
    let body: BodyInit | undefined;
    if (input.body !== undefined) {
      if (isMultipart(route.body)) body = input.body as FormData;
      else {
        headers['content-type'] = 'application/json';
        body = JSON.stringify(input.body);
      }
    }
    let response: Response;
    try {
      response = await doFetch(url, { method: route.method, headers, body, signal: input.signal });
    } catch (error) {
      if ((error as Error).name === 'AbortError') throw error;
      throw new ApiError(0, 'NETWORK', 'The server cannot be reached. Please check your connection.');
    }
    if (response.ok) return response;

    const answer: unknown = await response.json().catch(() => undefined);
    const { errorBodySchema } = await import('./api-client-error-body');
    const parsed = errorBodySchema.safeParse(answer);
    const { code, message, fields, rowErrors, fieldCodes, fieldParams } = parsed.success
      ? parsed.data
      : {
          code: 'UNKNOWN' as const,
          message: response.statusText || 'Request failed',
          fields: undefined,
          rowErrors: undefined,
          fieldCodes: undefined,
          fieldParams: undefined,
        };
    // Only an ended session signs out (decision 010): a 403 is one action the user may not take,
    // and the screen that asked says so.
    if (response.status === 401 && !options.isOnLoginPage?.()) {
      options.onUnauthorized?.();
      throw new UnauthorizedError(response.status, code, message, fields);
    }
    if (code === 'COMPANY_NOT_ACCESSIBLE' && companyId) options.onCompanyLost?.(companyId);
    throw new ApiError(response.status, code, message, fields, rowErrors, fieldCodes, fieldParams);
  };

  return {
    /** Calls a route and parses its JSON answer (date-time strings become dates). */
    call: async <Id extends RouteId>(
      id: Id,
      input?: CallInput<Routes[Id]>,
    ): Promise<RouteAnswer<Routes[Id]>> => {
      const route = await callableRoute(id);
      const response = await send(route, input);
      return route.parseAnswer(await response.json()) as RouteAnswer<Routes[Id]>;
    },
    /** For routes that may answer a file (logo, profile picture): the file, or null for JSON. */
    fetchFile: async <Id extends RouteId>(id: Id, input?: CallInput<Routes[Id]>): Promise<Blob | null> => {
      const response = await send(await callableRoute(id), input);
      const type = response.headers.get('content-type') ?? '';
      return type.includes('json') ? null : response.blob();
    },
  };
};

export type ApiClient = ReturnType<typeof createApiClient>;
