import { createFileRoute, redirect } from '@tanstack/react-router';
import { LoginPage } from '../features/auth/components/login-page';
import { searchParams, searchString } from '../lib/url-params';
import { session } from '../lib/session';

export const Route = createFileRoute('/login')({
  validateSearch: searchParams({ redirect: searchString(2000) }),
  beforeLoad: () => {
    if (session.isAuthenticated()) throw redirect({ to: '/dashboard' });
  },
  component: LoginPage,
});
