import type { RouteBodyInput, Routes } from '@recyclens/shared';
import { useApi } from '../../../lib/api-context';
import { useJobStart } from '../../../lib/job-polling';
import { exportJobQueryKey } from './get-export-job';

export type ExportFormat = RouteBodyInput<Routes['createExport']>['format'];

/**
 * Which packaging to export: the chosen ones, all of a project (read by the job, so no limit of
 * ids), or all of the current company.
 */
export type ExportSelection = string[] | { projectId: string } | 'all';

export const exportBody = (format: ExportFormat, selection: ExportSelection) =>
  selection === 'all'
    ? { format }
    : Array.isArray(selection)
      ? { format, packageIds: selection }
      : { format, projectId: selection.projectId };

/**
 * Starts an export. Small ones are finished in the answer; larger ones answer a job to follow,
 * which is cached so following it starts from what the server just said.
 */
export const useCreateExport = () => {
  const api = useApi();
  return useJobStart(
    ({ format, selection }: { format: ExportFormat; selection: ExportSelection }) =>
      api.call('createExport', { body: exportBody(format, selection) }),
    exportJobQueryKey,
  );
};
