import { createFileRoute, redirect } from '@tanstack/react-router';
import { loadSignedInControls } from '../app/layout/load-signed-in-controls';
import { SIGNED_IN_ROUTE_GROUPS } from '../config/signed-in-preloads';
import { meQueryOptions } from '../lib/api/get-me';
import { preloadRouteGroups } from '../lib/route-table';
import { session } from '../lib/session';

/**
 * Signed-in pages: without a token the user goes to /login and comes back afterwards. The
 * app's texts and the header's signed-in controls load before any of its pages renders; in the
 * loader, not in beforeLoad, so that they load beside the page's own code instead of before it.
 */
export const Route = createFileRoute('/_auth')({
  beforeLoad: ({ location }) => {
    if (!session.isAuthenticated()) {
      throw redirect({ to: '/login', search: { redirect: location.href } });
    }
  },
  loader: async ({ context }) => {
    // Every signed-in page shows the tenant's frame and the user, and most show packaging or
    // content: their schemas load beside the page's code instead of after its first call.
    preloadRouteGroups(SIGNED_IN_ROUTE_GROUPS);
    // The user (the greeting, the menu, the company switch) is asked for now, not awaited: the
    // page renders with its skeletons beside it. The dashboard, whose title greets the user by
    // name, waits for it on the app's first page (its own loader).
    void context.queryClient.prefetchQuery(meQueryOptions(context.api));
    await loadSignedInControls();
  },
});
