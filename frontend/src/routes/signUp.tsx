import { createFileRoute, redirect } from '@tanstack/react-router';
import { SignUpPage } from '../features/auth/components/sign-up-page';
import { session } from '../lib/session';

export const Route = createFileRoute('/signUp')({
  beforeLoad: () => {
    if (session.isAuthenticated()) throw redirect({ to: '/dashboard' });
  },
  component: SignUpPage,
});
