import { lazyDialog } from '../../../../components/lazy-dialog';
import { useDownloadTemplate } from '../../../../features/import/api/download-template';
import {
  PackagesOverviewPage,
  type PackagesOverviewPageProps,
} from '../../../../features/packages/components/packages-overview-page';
import { ProjectsPanel } from '../../../../features/projects/components/projects-panel';

// The dialogs, with the form library and Radix they bring, load when first opened.
const AddProjectDialog = lazyDialog(
  () =>
    import('../../../../features/projects/components/add-project-dialog').then(
      (module) => module.AddProjectDialog,
    ),
  (dialog) => dialog.open,
);
const ImportPackagingDialog = lazyDialog(
  () =>
    import('../../../../features/import/components/import-packaging-dialog').then(
      (module) => module.ImportPackagingDialog,
    ),
  (dialog) => dialog.open,
);
const ExportDialog = lazyDialog(
  () => import('../../../../features/exports/components/export-dialog').then((module) => module.ExportDialog),
  (dialog) => dialog.open,
);
const BulkAssessDialog = lazyDialog(
  () =>
    import('../../../../features/bulk-assessment/components/bulk-assess-dialog').then(
      (module) => module.BulkAssessDialog,
    ),
  (dialog) => dialog.open,
);

/**
 * The packages overview with what the other features bring to it: the projects panel and its
 * dialog, import, export and bulk assessment. Features never import each other; they meet here.
 */
export const PackagesOverview = (props: Omit<PackagesOverviewPageProps, 'slots'>) => {
  const template = useDownloadTemplate();
  return (
    <PackagesOverviewPage
      {...props}
      slots={{
        projectsPanel: (panel) => <ProjectsPanel {...panel} />,
        addProjectDialog: (dialog) => <AddProjectDialog {...dialog} />,
        importDialog: (dialog) => <ImportPackagingDialog {...dialog} />,
        exportDialog: (dialog) => <ExportDialog {...dialog} />,
        assessDialog: (dialog) => <BulkAssessDialog {...dialog} />,
        templateDownload: {
          start: ({ onError }) => template.mutate(undefined, { onError }),
          pending: template.isPending,
        },
      }}
    />
  );
};
