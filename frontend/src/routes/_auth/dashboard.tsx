import { createFileRoute } from '@tanstack/react-router';
import { meQueryOptions } from '../../lib/api/get-me';
import { firstPageWait } from '../../lib/first-page';
import { Dashboard } from './-components/dashboard';

export const Route = createFileRoute('/_auth/dashboard')({
  // The title greets the user by name: on the app's first page it renders with the user.
  loader: ({ context }) =>
    firstPageWait(context.queryClient)(context.queryClient.prefetchQuery(meQueryOptions(context.api))),
  component: Dashboard,
});
