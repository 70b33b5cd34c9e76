import type { ExportJobEvent } from '../../jobs/dispatch';
import { withMetrics } from '../../observability/metrics';
import { startTracing } from '../../observability/tracing';
import { runExport } from '../../services/imports-and-exports/exports';

/**
 * The asynchronous export worker: invoked by the packaging function (InvocationType Event) with
 * the job to run, so a large export is not bound to the API's 30-second answer.
 */
export const handler = async (event: ExportJobEvent): Promise<void> => {
  if (event.kind !== 'export-job') throw new Error('Not an export job');
  await startTracing();
  await withMetrics('export-worker', () => runExport(event));
};
