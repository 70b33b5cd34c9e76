import { can } from '@recyclens/shared';
import { createFileRoute, redirect } from '@tanstack/react-router';
import { meQueryOptions } from '../../features/auth/api/get-me';
import { CompanyOverviewPage } from '../../features/company/components/company-overview-page';

/** Company overview: admins and managers only; anyone else lands on the dashboard. */
export const Route = createFileRoute('/_auth/companies')({
  beforeLoad: async ({ context }) => {
    const user = await context.queryClient
      .ensureQueryData(meQueryOptions(context.api))
      .catch(() => undefined);
    if (!user || !can(user.role, 'company-overview')) throw redirect({ to: '/dashboard' });
  },
  component: CompanyOverviewPage,
});
