import { lazy } from 'react';
import { ExportPackageButton } from '../../../../features/exports/components/export-package-button';
import { PackageEditorPage } from '../../../../features/packaging-editor/components/package-editor-page';
import { loadAssessmentPanel } from './load-editor-parts';

const AssessmentPanel = lazy(() =>
  loadAssessmentPanel().then((module) => ({ default: module.AssessmentPanel })),
);

/** The packaging editor with its assessment and export, which belong to features of their own. */
export const PackageEditor = (props: { packageId: string; mayManageTemplates?: boolean }) => (
  <PackageEditorPage
    {...props}
    slots={{
      assessmentPanel: (panel) => <AssessmentPanel {...panel} />,
      exportButton: (button) => <ExportPackageButton {...button} />,
    }}
  />
);
