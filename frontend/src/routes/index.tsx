import { createFileRoute, redirect } from '@tanstack/react-router';

/** docs/product.md#routes: / goes straight to the dashboard. */
export const Route = createFileRoute('/')({
  beforeLoad: () => {
    throw redirect({ to: '/dashboard' });
  },
});
