import { lazyDialog } from '../../../components/lazy-dialog';
import { DashboardPage } from '../../../features/dashboard/components/dashboard-page';

// Loaded when first opened: the dashboard's first paint does without Radix and the job code.
const ReassessOutdatedDialog = lazyDialog(
  () =>
    import('../../../features/bulk-assessment/components/reassess-outdated-dialog').then(
      (module) => module.ReassessOutdatedDialog,
    ),
  (dialog) => dialog.open,
);

/** The dashboard, whose portfolio offers the bulk-assessment feature's re-assessment. */
export const Dashboard = () => (
  <DashboardPage slots={{ reassessOutdatedDialog: (dialog) => <ReassessOutdatedDialog {...dialog} /> }} />
);
