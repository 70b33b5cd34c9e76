import { createFileRoute, redirect } from '@tanstack/react-router';
import { loadSignedInControls } from '../app/layout/load-signed-in-controls';
import { meQueryOptions } from '../lib/api/get-me';
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
    // The user (the greeting, the menu, the company switch) is asked for now, not awaited: the
    // page renders with its skeletons and does not wait for the answer.
    void context.queryClient.prefetchQuery(meQueryOptions(context.api));
    await loadSignedInControls();
  },
});
