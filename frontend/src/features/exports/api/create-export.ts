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

/** What the user exports: reports as PDF, the XLSX summary, or the EPR declaration of a year (XLSX). */
export type ExportChoice = ExportFormat | 'epr_declaration';

const fileOf = (choice: ExportChoice, year: number) =>
  choice === 'epr_declaration'
    ? { format: 'xlsx' as const, kind: 'epr_declaration' as const, year }
    : { format: choice };

export const exportBody = (
  choice: ExportChoice,
  selection: ExportSelection,
  year = new Date().getFullYear(),
) => {
  const file = fileOf(choice, year);
  return selection === 'all'
    ? file
    : Array.isArray(selection)
      ? { ...file, packageIds: selection }
      : { ...file, projectId: selection.projectId };
};

/**
 * Starts an export. Small ones are finished in the answer; larger ones answer a job to follow,
 * which is cached so following it starts from what the server just said.
 */
export const useCreateExport = () => {
  const api = useApi();
  return useJobStart(
    ({ format, selection, year }: { format: ExportChoice; selection: ExportSelection; year?: number }) =>
      api.call('createExport', { body: exportBody(format, selection, year) }),
    exportJobQueryKey,
  );
};
