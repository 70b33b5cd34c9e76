import { BulkAssessDialog } from '../../../../features/bulk-assessment/components/bulk-assess-dialog';
import { ExportDialog } from '../../../../features/exports/components/export-dialog';
import { useDownloadTemplate } from '../../../../features/import/api/download-template';
import { ImportPackagingDialog } from '../../../../features/import/components/import-packaging-dialog';
import {
  PackagesOverviewPage,
  type PackagesOverviewPageProps,
} from '../../../../features/packages/components/packages-overview-page';
import { AddProjectDialog } from '../../../../features/projects/components/add-project-dialog';
import { ProjectsPanel } from '../../../../features/projects/components/projects-panel';

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
