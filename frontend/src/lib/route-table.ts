import { routeGroupOf, type EndpointGroup, type RouteDefinition, type RouteId } from '@recyclens/shared';

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
export const routeDefinition = async (id: RouteId): Promise<RouteDefinition> => {
  const route = (await groupTables[routeGroupOf[id]]())[id];
  if (!route) throw new Error(`${id} is not in the ${routeGroupOf[id]} route table`);
  return route;
};

/**
 * Starts loading these groups' tables now, so that the first calls of a page do not wait one
 * more round trip for their schemas after the page's own code has arrived.
 */
export const preloadRouteGroups = (groups: readonly EndpointGroup[]) => {
  for (const group of groups) void groupTables[group]();
};
