import { routeGroupOf, type EndpointGroup, type RouteDefinition, type RouteId } from '@recyclens/shared';
import type { z } from 'zod';
import type { CallableRoute } from './api-client';
import { firstLoadRoutes } from './tenant/first-load-routes';

type GroupTable = Readonly<Record<string, RouteDefinition>>;

/**
 * Each endpoint group's part of the route table, loaded when the app first calls one of its
 * routes: the login page then carries the schemas of the tenant and auth routes only, not those
 * of packaging or administration (docs/decisions/007).
 */
const groupTables: Record<EndpointGroup, () => Promise<GroupTable>> = {
  tenant: () => import('@recyclens/shared/api/group-routes/tenant').then((module) => module.tenantRoutes),
  auth: () => import('@recyclens/shared/api/group-routes/auth').then((module) => module.authRoutes),
  account: () => import('@recyclens/shared/api/group-routes/account').then((module) => module.accountRoutes),
  admin: () => import('@recyclens/shared/api/group-routes/admin').then((module) => module.adminRoutes),
  content: () => import('@recyclens/shared/api/group-routes/content').then((module) => module.contentRoutes),
  packaging: () =>
    import('@recyclens/shared/api/group-routes/packaging').then((module) => module.packagingRoutes),
};

/** A route's definition, from its group's table. */
const routeDefinition = async (id: RouteId): Promise<RouteDefinition> => {
  const route = (await groupTables[routeGroupOf[id]]())[id];
  if (!route) throw new Error(`${id} is not in the ${routeGroupOf[id]} route table`);
  return route;
};

/** What the API client calls: a definition's wire facts, its required query and its answer's parser. */
export const toCallableRoute = (route: RouteDefinition): CallableRoute => ({
  method: route.method,
  path: route.path,
  auth: route.auth,
  companyScoped: route.companyScoped,
  body: route.body,
  requiredQuery: Object.entries(route.query?.shape ?? {})
    .filter(([, schema]) => !(schema as z.ZodType).safeParse(undefined).success)
    .map(([name]) => name),
  parseAnswer: (json) => route.answer.parse(json),
});

/**
 * A route as the API client calls it. The first load's own routes come without the tenant
 * group's table, whose zod the login page does without (decision 059).
 */
export const callableRoute = async (id: RouteId): Promise<CallableRoute> =>
  id in firstLoadRoutes
    ? firstLoadRoutes[id as keyof typeof firstLoadRoutes]
    : toCallableRoute(await routeDefinition(id));

/**
 * Starts loading these groups' tables now, so that the first calls of a page do not wait one
 * more round trip for their schemas after the page's own code has arrived.
 */
export const preloadRouteGroups = (groups: readonly EndpointGroup[]) => {
  for (const group of groups) void groupTables[group]();
};
