import type { AssessmentJobEvent } from '../../jobs/dispatch';
import { createLogger } from '../../logging/logger';
import { withMetrics } from '../../observability/metrics';
import { startTracing } from '../../observability/tracing';
import { runAssessmentJob } from '../../services/assessments/bulk-assessment-run';

/**
 * The bulk assessment worker: invoked asynchronously by the packaging function with the job to
 * run, and by itself to go on before its 15 minutes end (decision 015).
 */
export const handler = async (
  event: AssessmentJobEvent,
  context: { functionName: string },
): Promise<void> => {
  if (event.kind !== 'assessment-job') throw new Error('Not an assessment job');
  await startTracing();
  await withMetrics('assessment-worker', () =>
    runAssessmentJob(event, createLogger({ service: 'assessment-worker', base: { jobId: event.jobId } }), {
      functionName: context.functionName,
    }),
  );
};
