import {
  endpointGroups,
  routeKeyOf,
  routes,
  type EndpointGroup,
  type HttpMethod,
  type RouteAuth,
} from '@recyclens/shared';
import { groupEntryFiles } from '@recyclens/functions/groups/registry';
import { HttpMethod as ApiMethod } from 'aws-cdk-lib/aws-apigatewayv2';

const apiMethods: Record<HttpMethod, ApiMethod> = {
  GET: ApiMethod.GET,
  POST: ApiMethod.POST,
  PUT: ApiMethod.PUT,
  PATCH: ApiMethod.PATCH,
  DELETE: ApiMethod.DELETE,
};

export interface ApiRoute {
  readonly id: string;
  readonly group: EndpointGroup;
  readonly method: ApiMethod;
  readonly path: string;
  /** API Gateway's route key, e.g. `GET /user/{userId}`. */
  readonly key: string;
  readonly auth: RouteAuth;
}

/** Every route of the shared table, as the API sees it. */
export const allApiRoutes = (): ApiRoute[] =>
  Object.entries(routes).map(([id, route]) => ({
    id,
    group: route.group,
    method: apiMethods[route.method],
    path: route.path,
    key: routeKeyOf(route),
    auth: route.auth,
  }));

/** The groups whose Lambda exists in `functions` (registry.ts), in the table's order. */
export const deployableGroups = (): EndpointGroup[] =>
  endpointGroups.filter((group) => groupEntryFiles[group] !== undefined);

export const entryFileOf = (group: EndpointGroup): string => {
  const entry = groupEntryFiles[group];
  if (entry === undefined) throw new Error(`The ${group} group has no entry in groupEntryFiles`);
  return entry;
};

/** Routes the API serves: those of the groups that have a handler. */
export const deployableRoutes = (): ApiRoute[] => {
  const groups = new Set(deployableGroups());
  return allApiRoutes().filter((route) => groups.has(route.group));
};

/** Routes left out because their group has no handler yet; synth says so rather than hiding it. */
export const routesWithoutHandler = (): ApiRoute[] => {
  const groups = new Set(deployableGroups());
  return allApiRoutes().filter((route) => !groups.has(route.group));
};
