import { can, type Permission } from '@recyclens/shared';
import type { QueryClient } from '@tanstack/react-query';
import { redirect } from '@tanstack/react-router';
import type { ApiClient } from '../../lib/api-client';
import { meQueryOptions } from '../../lib/api/get-me';

/**
 * A route guard for pages only some roles may open: anyone else lands on the dashboard. The
 * server enforces the same table; this only spares the user a page full of refusals.
 */
export const requirePermission = async (
  { queryClient, api }: { queryClient: QueryClient; api: ApiClient },
  permission: Permission,
) => {
  const user = await queryClient.ensureQueryData(meQueryOptions(api)).catch(() => undefined);
  if (!user || !can(user.role, permission)) throw redirect({ to: '/dashboard' });
};
