import { lazy } from 'react';
import { ExportPackageButton } from '../../../../features/exports/components/export-package-button';
import { PackageEditorPage } from '../../../../features/packaging-editor/components/package-editor-page';

// A chunk of its own, like the form and the history (decision 035).
const AssessmentPanel = lazy(() =>
  import('../../../../features/assessment/components/assessment-panel').then((module) => ({
    default: module.AssessmentPanel,
  })),
);

const EprPanel = lazy(() =>
  import('../../../../features/epr/components/epr-panel').then((module) => ({
    default: module.EprPanel,
  })),
);

const EvidencePanel = lazy(() =>
  import('../../../../features/evidence/components/evidence-panel').then((module) => ({
    default: module.EvidencePanel,
  })),
);

/**
 * The packaging editor with its assessment, export and evidence documents, which belong to
 * features of their own.
 */
export const PackageEditor = (props: { packageId: string; mayManageTemplates?: boolean }) => (
  <PackageEditorPage
    {...props}
    slots={{
      assessmentPanel: (panel) => <AssessmentPanel {...panel} />,
      exportButton: (button) => <ExportPackageButton {...button} />,
      evidencePanel: (panel) => <EvidencePanel {...panel} />,
      eprPanel: (panel) => <EprPanel {...panel} />,
    }}
  />
);
