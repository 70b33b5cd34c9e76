import { createFileRoute } from '@tanstack/react-router';
import { UserManagementPage } from '../../../features/users/components/user-management-page';
import { requirePermission } from '../../../features/users/require-permission';
import { usersSearchSchema, type UsersSearch } from '../../../features/users/users-search';

/** User management: admins and managers only; anyone else lands on the dashboard. */
export const Route = createFileRoute('/_auth/user/management')({
  validateSearch: usersSearchSchema,
  beforeLoad: ({ context }) => requirePermission(context, 'users:read'),
  component: ManagementRoute,
});

function ManagementRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  // The filter replaces the history entry: Back leaves the page instead of undoing each change.
  const onSearchChange = (next: UsersSearch) => void navigate({ search: next, replace: true });
  return <UserManagementPage search={search} onSearchChange={onSearchChange} />;
}
