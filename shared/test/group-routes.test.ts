import { describe, expect, it } from 'vitest';
import {
  accountRoutes,
  adminRoutes,
  authRoutes,
  contentRoutes,
  endpointGroups,
  packagingRoutes,
  routeGroupOf,
  routes,
  tenantRoutes,
  type EndpointGroup,
  type RouteDefinition,
} from '../src';

const groupTables: Record<EndpointGroup, Record<string, RouteDefinition>> = {
  auth: authRoutes,
  tenant: tenantRoutes,
  account: accountRoutes,
  admin: adminRoutes,
  packaging: packagingRoutes,
  content: contentRoutes,
};

/** The full table is the group tables merged: a route id used twice would silently lose a route. */
describe('group route tables', () => {
  it('hold every route of the table exactly once', () => {
    const ids = Object.values(groupTables).flatMap((table) => Object.keys(table));
    expect(new Set(ids).size).toBe(ids.length);
    expect([...ids].sort()).toEqual(Object.keys(routes).sort());
  });

  it.each(endpointGroups)('%s holds only routes of its own group, as the full table does', (group) => {
    for (const [id, route] of Object.entries(groupTables[group])) {
      expect(route.group, id).toBe(group);
      expect((routes as Record<string, RouteDefinition>)[id], id).toBe(route);
    }
  });

  it('are named for every route by routeGroupOf, which the web app loads tables by', () => {
    expect(Object.keys(routeGroupOf).sort()).toEqual(Object.keys(routes).sort());
    for (const [id, group] of Object.entries(routeGroupOf)) {
      expect(groupTables[group][id], id).toBe((routes as Record<string, RouteDefinition>)[id]);
    }
  });
});
