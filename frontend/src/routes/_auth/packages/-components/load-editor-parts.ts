import { loadEditorForm, loadHistoryPanel } from '../../../../features/packaging-editor/load-editor-parts';

export const loadAssessmentPanel = () =>
  import('../../../../features/assessment/components/assessment-panel');

/** Starts loading the editor's heavy parts beside the page's own code (decision 034). */
export const preloadEditorParts = () => {
  for (const load of [loadEditorForm, loadHistoryPanel, loadAssessmentPanel]) {
    // A part that fails to load is reported where it renders (its lazy boundary), not here.
    load().catch(() => undefined);
  }
};
