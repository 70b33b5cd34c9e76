import { createFileRoute, redirect } from '@tanstack/react-router';
import { session } from '../lib/session';

/** Signed-in pages: without a token the user goes to /login and comes back afterwards. */
export const Route = createFileRoute('/_auth')({
  beforeLoad: ({ location }) => {
    if (!session.isAuthenticated()) {
      throw redirect({ to: '/login', search: { redirect: location.href } });
    }
  },
});
