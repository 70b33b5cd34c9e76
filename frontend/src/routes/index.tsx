import { createFileRoute, redirect } from '@tanstack/react-router';

/** SPEC.md §2: / goes straight to the dashboard. */
export const Route = createFileRoute('/')({
  beforeLoad: () => {
    throw redirect({ to: '/dashboard' });
  },
});
