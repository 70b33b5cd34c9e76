import { Trans } from '@lingui/react/macro';
import { can } from '@recyclens/shared';
import { createFileRoute, redirect } from '@tanstack/react-router';
import { useState } from 'react';
import { Button } from '../../components/ui/button';
import { meQueryOptions, useMe } from '../../lib/api/get-me';
import { CompanyOverviewPage } from '../../features/company/components/company-overview-page';
import { CreateCompanyDialog } from '../../features/users/components/create-company-dialog';

/** Company overview: admins and managers only; anyone else lands on the dashboard. */
export const Route = createFileRoute('/_auth/companies')({
  beforeLoad: async ({ context }) => {
    const user = await context.queryClient
      .ensureQueryData(meQueryOptions(context.api))
      .catch(() => undefined);
    if (!user || !can(user.role, 'company-overview')) throw redirect({ to: '/dashboard' });
  },
  component: CompanyOverviewRoute,
});

function CompanyOverviewRoute() {
  const me = useMe();
  const [creating, setCreating] = useState(false);
  const mayCreate = me.user ? can(me.user.role, 'companies:create') : false;
  return (
    <CompanyOverviewPage
      actions={
        mayCreate ? (
          <>
            <Button onClick={() => setCreating(true)}>
              <Trans>Create company</Trans>
            </Button>
            <CreateCompanyDialog open={creating} onOpenChange={setCreating} />
          </>
        ) : undefined
      }
    />
  );
}
