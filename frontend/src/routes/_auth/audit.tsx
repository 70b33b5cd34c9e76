import { createFileRoute } from '@tanstack/react-router';
import { AuditLogPage } from '../../features/audit-log/components/audit-log-page';
import { auditSearchSchema, type AuditSearch } from '../../features/audit-log/audit-search';
import { requirePermission } from '../../features/users/require-permission';

/** The audit log: the tenant's admins only; anyone else lands on the dashboard. */
export const Route = createFileRoute('/_auth/audit')({
  validateSearch: auditSearchSchema,
  beforeLoad: ({ context }) => requirePermission(context, 'audit:read'),
  component: AuditRoute,
});

function AuditRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  // A filter replaces the history entry: Back leaves the page instead of undoing each change.
  const onSearchChange = (next: AuditSearch) => void navigate({ search: next, replace: true });
  return <AuditLogPage search={search} onSearchChange={onSearchChange} />;
}
