import { createRoute } from '@tanstack/react-router';
import { overviewSearchSchema, type OverviewSearch } from '../../src/features/packages/overview-search';
import { PackagesOverview } from '../../src/routes/_auth/packages/-components/packages-overview';
import { renderRoutes } from '../render-in-router';

/** The overview under a router of its own: the URL's search params go through the route's schema. */
export const renderOverview = async (path: string, fetch: typeof globalThis.fetch) => {
  const { router, view } = await renderRoutes(
    path,
    (root) => {
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
      return [overview, editor];
    },
    { fetch },
  );
  await view.findByRole('heading', { name: 'Packages and projects' });
  return router;
};
