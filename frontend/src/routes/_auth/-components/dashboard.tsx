import { lazy, Suspense } from 'react';
import { lazyDialog } from '../../../components/lazy-dialog';
import { ListSkeleton } from '../../../components/section-state';
import { DashboardPage } from '../../../features/dashboard/components/dashboard-page';

// Loaded when first opened: the dashboard's first paint does without Radix and the job code.
const ReassessOutdatedDialog = lazyDialog(
  () =>
    import('../../../features/bulk-assessment/components/reassess-outdated-dialog').then(
      (module) => module.ReassessOutdatedDialog,
    ),
  (dialog) => dialog.open,
);

// A chunk of its own, asked for with the page: the entry keeps its budget (decisions 007, 035).
const ExpiringEvidence = lazy(() =>
  import('../../../features/evidence/components/expiring-evidence').then((module) => ({
    default: module.ExpiringEvidence,
  })),
);

/**
 * The dashboard, whose portfolio offers the bulk-assessment feature's re-assessment, with the
 * evidence feature's expiring documents.
 */
export const Dashboard = () => (
  <DashboardPage
    slots={{
      reassessOutdatedDialog: (dialog) => <ReassessOutdatedDialog {...dialog} />,
      expiringEvidence: () => (
        <Suspense fallback={<ListSkeleton />}>
          <ExpiringEvidence />
        </Suspense>
      ),
    }}
  />
);
