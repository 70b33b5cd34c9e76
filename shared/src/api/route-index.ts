import type { z } from 'zod';
import { isMultipart, type HttpMethod, type RouteAuth, type RouteDefinition } from './define-route';

/** What a client needs to send a call: everything of a route but its schemas. */
export interface RouteIndexEntry {
  readonly method: HttpMethod;
  readonly path: `/${string}`;
  readonly auth: RouteAuth;
  readonly companyScoped: boolean;
  /** Query parameters without which the route refuses the call. */
  readonly requiredQuery: readonly string[];
  readonly multipart: boolean;
}

/**
 * The route table without its schemas. The web app sends a call from this (a few KB, in its entry)
 * and loads the route's group table only to read the answer, so the request does not wait for a
 * chunk of schemas first (decision 034).
 */
export const routeIndexOf = (
  table: Readonly<Record<string, RouteDefinition>>,
): Record<string, RouteIndexEntry> =>
  Object.fromEntries(
    Object.entries(table).map(([id, route]) => [
      id,
      {
        method: route.method,
        path: route.path,
        auth: route.auth,
        companyScoped: route.companyScoped === true,
        requiredQuery: Object.entries(route.query?.shape ?? {})
          .filter(([, schema]) => !(schema as z.ZodType).safeParse(undefined).success)
          .map(([name]) => name),
        multipart: isMultipart(route.body),
      },
    ]),
  );
