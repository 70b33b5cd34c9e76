import {
  createMemoryHistory,
  createRootRoute,
  createRouter,
  Outlet,
  RouterProvider,
  type AnyRoute,
} from '@tanstack/react-router';
import type { ReactElement } from 'react';
import { renderWith } from './render';

type RenderOptions = Parameters<typeof renderWith>[1];

/** Renders a page under a bare router, so its links resolve to real addresses. */
export const renderInRouter = (page: () => ReactElement, options: RenderOptions = {}) => {
  const router = createRouter({
    routeTree: createRootRoute({ component: page }),
    history: createMemoryHistory({ initialEntries: ['/'] }),
  });
  return renderWith(<RouterProvider router={router} />, options);
};

/**
 * Pages under a router of their own, starting at `path`: `routes` builds them under the root
 * it is given (a page and the places it links to). Resolves once the first page has loaded.
 */
export const renderRoutes = async (
  path: string,
  routes: (root: AnyRoute) => AnyRoute[],
  options: RenderOptions = {},
) => {
  const root = createRootRoute({ component: Outlet });
  const router = createRouter({
    routeTree: root.addChildren(routes(root)),
    history: createMemoryHistory({ initialEntries: [path] }),
  });
  const view = await renderWith(<RouterProvider router={router} />, options);
  await router.load();
  return { router, view };
};
