import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router';
import { vi } from 'vitest';
import { renderWith } from '../../../../test/render';
import { overviewSearchSchema, type OverviewSearch } from '../overview-search';
import { PackagesOverview } from '../../../routes/_auth/packages/-components/packages-overview';

const stamp = { createdAt: '2026-03-04T05:06:07.000Z', updatedAt: '2026-05-06T07:08:09.000Z', version: 1 };

export const packageJson = (id: string, fields: Record<string, unknown> = {}) => ({
  id,
  ...stamp,
  name: `Packaging ${id}`,
  description: '',
  projectId: null,
  projectName: null,
  categoryId: null,
  draft: true,
  packageComponents: [],
  favorite: false,
  ...fields,
});

export const projectJson = (id: string, name: string, packageCount: number) => ({
  id,
  ...stamp,
  name,
  description: '',
  packageCount,
});

export const lookupsJson = {
  type: [],
  family: [],
  material: [],
  filler: [],
  adhesive: [],
  color: [],
  constituentRole: [],
  country: [],
  category: [{ id: 'bottles', name: 'Bottles', names: { en: 'Bottles', de: 'Flaschen', fr: 'Bouteilles' } }],
};

type Answer = { status: number; body: unknown };
type Handler = Answer | ((url: URL) => Answer);

/** A fetch answering by "METHOD /path" (a function may look at the query) that keeps every URL sent. */
export const overviewFetch = (handlers: Record<string, Handler>) => {
  const sent: { method: string; url: URL; body: unknown }[] = [];
  const fetch = vi.fn(async (input: string | URL | Request, init?: RequestInit) => {
    const url = new URL(String(input));
    const method = init?.method ?? 'GET';
    sent.push({ method, url, body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined });
    const handler = handlers[`${method} ${url.pathname}`];
    const answer = typeof handler === 'function' ? handler(url) : (handler ?? { status: 404, body: {} });
    return new Response(JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'content-type': 'application/json' },
    });
  });
  const matching = (method: string, path: string) =>
    sent.filter((call) => call.method === method && call.url.pathname === path);
  return {
    fetch: fetch as unknown as typeof globalThis.fetch,
    calls: (method: string, path: string) => matching(method, path).map((call) => call.url),
    bodies: (method: string, path: string) => matching(method, path).map((call) => call.body),
  };
};

/** The answers an overview needs, with one page of packaging unless told otherwise. */
export const defaultHandlers = (
  packages: unknown[] = [],
  projects: unknown[] = [],
): Record<string, Handler> => ({
  'GET /packages': { status: 200, body: { items: packages, nextCursor: null } },
  'GET /projects': { status: 200, body: { items: projects, nextCursor: null } },
  'GET /lookups': { status: 200, body: lookupsJson },
});

/** The overview under a router of its own: the URL's search params go through the route's schema. */
export const renderOverview = async (path: string, fetch: typeof globalThis.fetch) => {
  const root = createRootRoute({ component: Outlet });
  const overview = createRoute({
    getParentRoute: () => root,
    path: '/packages/overview',
    validateSearch: overviewSearchSchema,
    component: function Overview() {
      const search = overview.useSearch();
      const navigate = overview.useNavigate();
      return (
        <PackagesOverview
          search={search}
          onSearchChange={(patch: Partial<OverviewSearch>) =>
            void navigate({
              search: (previous: OverviewSearch) => ({ ...previous, ...patch }),
              replace: true,
            })
          }
        />
      );
    },
  });
  const editor = createRoute({
    getParentRoute: () => root,
    path: '/packages/$packageId',
    component: () => <p>Packaging editor</p>,
  });
  const router = createRouter({
    routeTree: root.addChildren([overview, editor]),
    history: createMemoryHistory({ initialEntries: [path] }),
  });
  const view = await renderWith(<RouterProvider router={router} />, { fetch });
  await router.load();
  await view.findByRole('heading', { name: 'Packages and projects' });
  return router;
};
