import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { EmptyState } from '../../../components/ui/empty-state';
import { LoadingRows } from '../../../components/ui/skeleton';
import { useCurrentCompanyId } from '../../../lib/session';
import { useUserCounts } from '../../../lib/user-counts-query';
import { refetchFailed } from '../../../lib/refetch-failed';
import { PageTitle } from '../../../components/page-title';
import { SectionError } from '../../../components/section-state';
import { useCompanies } from '../../../lib/api/get-companies';
import { CompanyTable } from './company-table';
import { userCountsByCompany } from './company-user-counts';

const OverviewContent = () => {
  const companies = useCompanies(true);
  const userCounts = useUserCounts();
  const currentCompanyId = useCurrentCompanyId();

  if (companies.isPending || userCounts.isPending) return <LoadingRows rows={4} />;
  if (companies.isError || userCounts.isError) {
    return (
      <SectionError
        error={companies.error ?? userCounts.error}
        onRetry={() => refetchFailed(companies, userCounts)}
      />
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
