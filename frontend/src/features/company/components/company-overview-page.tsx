import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { LoadingRows } from '../../../components/ui/skeleton';
import { useCurrentCompanyId } from '../../../lib/session';
import { errorMessage } from '../../../lib/messages';
import { useUserCounts } from '../../../lib/user-counts-query';
import { PageTitle } from '../../../components/page-title';
import { useCompanies } from '../../../lib/api/get-companies';
import { CompanyTable } from './company-table';
import { userCountsByCompany } from './company-user-counts';

const OverviewContent = () => {
  const { i18n } = useLingui();
  const companies = useCompanies(true);
  const userCounts = useUserCounts();
  const currentCompanyId = useCurrentCompanyId();

  if (companies.isPending || userCounts.isPending) return <LoadingRows rows={4} />;
  if (companies.isError || userCounts.isError) {
    return (
      <div
        role="alert"
        className="flex flex-wrap items-center justify-between gap-3 rounded-md bg-red-50 p-4"
      >
        <p className="text-sm text-red-800">{errorMessage(i18n, companies.error ?? userCounts.error)}</p>
        <Button
          variant="secondary"
          onClick={() => {
            if (companies.isError) void companies.refetch();
            if (userCounts.isError) void userCounts.refetch();
          }}
        >
          <Trans>Try again</Trans>
        </Button>
      </div>
    );
  }
  if (companies.data.length === 0) {
    return (
      <EmptyState title={<Trans>No companies yet</Trans>}>
        <Trans>Companies created in user management appear here.</Trans>
      </EmptyState>
    );
  }
  return (
    <CompanyTable
      companies={companies.data}
      counts={userCountsByCompany(userCounts.data)}
      currentCompanyId={currentCompanyId}
    />
  );
};

/**
 * Company overview (privileged roles, docs/product.md#company-overview): the companies in the caller's scope with the
 * number of their users, from the tenant's user counters (one request at any number of users).
 * Counts cover the users the caller may see (a manager does not see admins).
 * `actions`: what the route adds for the caller's role (admins create companies here).
 */
export const CompanyOverviewPage = ({ actions }: { actions?: ReactNode }) => (
  <section className="flex flex-col gap-4">
    <PageTitle lead={<Trans>The companies you manage and how many users work for each of them.</Trans>}>
      <Trans>Company overview</Trans>
    </PageTitle>
    {actions ? <div className="flex flex-wrap gap-2">{actions}</div> : null}
    <OverviewContent />
  </section>
);
