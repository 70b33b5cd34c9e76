import { createFileRoute } from '@tanstack/react-router';
import { TenantSettingsPage } from '../../features/tenant-settings/components/tenant-settings-page';
import { requirePermission } from '../../features/users/require-permission';

/** Tenant settings: the tenant's admins only; anyone else lands on the dashboard. */
export const Route = createFileRoute('/_auth/settings')({
  beforeLoad: ({ context }) => requirePermission(context, 'tenant:settings'),
  component: TenantSettingsPage,
});
