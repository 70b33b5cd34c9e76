import { ReassessOutdatedDialog } from '../../../features/bulk-assessment/components/reassess-outdated-dialog';
import { DashboardPage } from '../../../features/dashboard/components/dashboard-page';

/** The dashboard, whose portfolio offers the bulk-assessment feature's re-assessment. */
export const Dashboard = () => (
  <DashboardPage slots={{ reassessOutdatedDialog: (dialog) => <ReassessOutdatedDialog {...dialog} /> }} />
);
