import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import type { ReactElement } from 'react';
import { renderWith } from '../../../../test/render';

/** Renders a page under a bare router, so its links resolve to real addresses. */
export const renderInRouter = (page: () => ReactElement, options: Parameters<typeof renderWith>[1] = {}) => {
  const router = createRouter({
    routeTree: createRootRoute({ component: page }),
    history: createMemoryHistory({ initialEntries: ['/'] }),
  });
  return renderWith(<RouterProvider router={router} />, options);
};
