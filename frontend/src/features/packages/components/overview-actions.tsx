import { Trans } from '@lingui/react/macro';
import { Button } from '../../../components/ui/button';

interface OverviewActionsProps {
  onAddProject: () => void;
  onAddPackaging: () => void;
  onImport: () => void;
  onDownloadTemplate: () => void;
  downloadingTemplate: boolean;
  onExportAll: () => void;
  /** Selection mode: pick packaging, then export or assess them. */
  onSelect: () => void;
  selecting: boolean;
  onAssessAll: () => void;
  /** A project is chosen: "assess all" assesses its packaging. */
  inProject: boolean;
}

/** The overview's actions (docs/product.md#packages-and-projects-overview), the primary one first. */
export const OverviewActions = ({
  onAddProject,
  onAddPackaging,
  onImport,
  onDownloadTemplate,
  downloadingTemplate,
  onExportAll,
  onSelect,
  selecting,
  onAssessAll,
  inProject,
}: OverviewActionsProps) => (
  // Two columns on a phone: the rows do not depend on the labels' widths, which change when the
  // web font replaces its fallback (a re-wrap would move the list below: CLS).
  <div className="grid grid-cols-2 gap-2 sm:flex sm:flex-wrap">
    <Button onClick={onAddPackaging}>
      <Trans>Add Packaging</Trans>
    </Button>
    <Button variant="secondary" onClick={onAddProject}>
      <Trans>Add Project</Trans>
    </Button>
    <Button variant="secondary" onClick={onImport}>
      <Trans>Import Packaging</Trans>
    </Button>
    <Button
      variant="secondary"
      onClick={onDownloadTemplate}
      disabled={downloadingTemplate}
      aria-busy={downloadingTemplate}
    >
      {downloadingTemplate ? <Trans>Downloading template…</Trans> : <Trans>Download template</Trans>}
    </Button>
    <Button variant="secondary" onClick={onExportAll}>
      <Trans>Export all Reports</Trans>
    </Button>
    <Button variant="secondary" onClick={onSelect} disabled={selecting}>
      <Trans>Select</Trans>
    </Button>
    <Button variant="secondary" onClick={onAssessAll}>
      {inProject ? <Trans>Assess the project</Trans> : <Trans>Assess all</Trans>}
    </Button>
  </div>
);
