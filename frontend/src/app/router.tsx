import { createRouter } from '@tanstack/react-router';
import { ErrorPage } from '../features/pages/components/error-page';
import { routeTree } from '../route-tree.gen';
import type { RouterContext } from './router-context';

export const createAppRouter = (context: RouterContext) =>
  createRouter({
    routeTree,
    context,
    defaultPreload: 'intent',
    // Query owns caching; the router asks it on every navigation.
    defaultPreloadStaleTime: 0,
    scrollRestoration: true,
    // Ours, inside the page frame and translated, instead of the router's English default.
    defaultErrorComponent: ErrorPage,
  });

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
