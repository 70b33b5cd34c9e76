import type { RouteDefinition } from './define-route';
import { accountRoutes } from './group-routes/account';
import { adminRoutes } from './group-routes/admin';
import { authRoutes } from './group-routes/auth';
import { contentRoutes } from './group-routes/content';
import { packagingRoutes } from './group-routes/packaging';
import { tenantRoutes } from './group-routes/tenant';

/**
 * The single list of endpoints (docs/architecture.md#route-table). The functions route by it, the infra creates one
 * API route per entry, the local gateway maps requests with it, the web app's client is typed
 * from it and the OpenAPI document is generated from it. Each group's routes are defined in
 * their own module (group-routes/), so a group's Lambda imports, and builds the schemas of, only
 * its own routes at cold start.
 */
export const routes = {
  ...tenantRoutes,
  ...authRoutes,
  ...accountRoutes,
  ...adminRoutes,
  ...contentRoutes,
  ...packagingRoutes,
} as const satisfies Record<string, RouteDefinition>;

export type Routes = typeof routes;
export type RouteId = keyof Routes;
