/**
 * The editor's heavy parts (the form with its form library and dialogs, the history), loaded
 * beside the page's own code: the route's loader starts them, so the title does not wait for
 * them and they do not wait for the title (decision 034).
 */
export const loadEditorForm = () => import('./components/package-editor-form');
export const loadHistoryPanel = () => import('./components/history-panel');
