import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { useMe } from '../../../lib/api/get-me';
import { PageTitle } from '../../../components/page-title';
import { DashboardSection } from './dashboard-section';
import { EprFeesSection } from './epr-fees-section';
import { NewCustomersSection } from './new-customers-section';
import { NewsSection } from './news-section';
import { PackagingSection } from './packaging-section';
import { PortfolioSection } from './portfolio-section';
import { PpwrPortfolioSection } from './ppwr-portfolio-section';
import { ProjectsSection } from './projects-section';

/**
 * The dashboard (docs/product.md#dashboard): the greeting, then Packaging, Projects, New customers and News, the
 * evidence expiring, PPWR conformity and the EPR fees, and the portfolio by grade below them (it grows with the countries assessed without moving the rest).
 */
export interface DashboardSlots {
  /** Re-assesses the outdated results (the bulk-assessment feature). */
  reassessOutdatedDialog: (props: { open: boolean; onOpenChange: (open: boolean) => void }) => ReactNode;
  /** The company's evidence documents expiring within 90 days (the evidence feature). */
  expiringEvidence: () => ReactNode;
}

export const DashboardPage = ({ slots }: { slots: DashboardSlots }) => {
  const { user } = useMe();
  const firstName = user?.firstName;
  return (
    <section>
      <PageTitle>
        {/* The server knows the user's sign-ins, so a second browser greets the same (issue 36 §4). */}
        {user?.firstSignIn && firstName ? (
          <Trans>Welcome, {firstName}</Trans>
        ) : firstName ? (
          <Trans>Welcome back, {firstName}</Trans>
        ) : (
          <Trans>Welcome back</Trans>
        )}
      </PageTitle>
      {/* Tracks of minmax(0, 1fr): an implicit track took the width of a name kept on one line,
          making the dashboard wider than a phone (issue 36 §1). */}
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-3">
        <PackagingSection />
        <ProjectsSection />
        <NewCustomersSection />
        <NewsSection />
        <DashboardSection title={<Trans>Evidence expiring within 90 days</Trans>}>
          {slots.expiringEvidence()}
        </DashboardSection>
        <PpwrPortfolioSection />
        <EprFeesSection />
        <PortfolioSection reassessOutdatedDialog={slots.reassessOutdatedDialog} />
      </div>
    </section>
  );
};
