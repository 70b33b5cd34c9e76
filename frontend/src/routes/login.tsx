import { createFileRoute, redirect } from '@tanstack/react-router';
import { z } from 'zod';
import { LoginPage } from '../features/auth/components/login-page';
import { session } from '../lib/session';

export const Route = createFileRoute('/login')({
  validateSearch: z.object({ redirect: z.string().max(2000).optional().catch(undefined) }),
  beforeLoad: () => {
    if (session.isAuthenticated()) throw redirect({ to: '/dashboard' });
  },
  component: LoginPage,
});
