import type { QueryClient } from '@tanstack/react-query';
import { createRouter } from '@tanstack/react-router';
import type { ApiClient } from '../lib/api-client';
import { routeTree } from '../route-tree.gen';

export interface RouterContext {
  queryClient: QueryClient;
  api: ApiClient;
}

export const createAppRouter = (context: RouterContext) =>
  createRouter({
    routeTree,
    context,
    defaultPreload: 'intent',
    // Query owns caching; the router asks it on every navigation.
    defaultPreloadStaleTime: 0,
    scrollRestoration: true,
  });

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
