import { createFileRoute, redirect } from '@tanstack/react-router';
import { loadSignedInControls } from '../app/layout/load-signed-in-controls';
import { session } from '../lib/session';

/**
 * Signed-in pages: without a token the user goes to /login and comes back afterwards. The
 * app's texts and the header's signed-in controls load before any of its pages renders.
 */
export const Route = createFileRoute('/_auth')({
  beforeLoad: async ({ location }) => {
    if (!session.isAuthenticated()) {
      throw redirect({ to: '/login', search: { redirect: location.href } });
    }
    await loadSignedInControls();
  },
});
