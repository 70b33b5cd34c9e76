import type { Tracer } from '@aws-lambda-powertools/tracer';

/**
 * X-Ray tracing through Powertools' Tracer, in deployed functions only: the tracer and the X-Ray
 * SDK are imported on the first invocation (`startTracing`), never at module load, so they add
 * nothing to the cold import docs/bundles.md budgets. Outside Lambda (local stack, tests,
 * `sam local`) no X-Ray daemon listens: everything here is then a no-op.
 */
const inLambda = () =>
  Boolean(process.env.AWS_EXECUTION_ENV) &&
  !process.env.AWS_SAM_LOCAL &&
  process.env.POWERTOOLS_TRACE_ENABLED !== 'false';

let tracer: Tracer | undefined;
let loading: Promise<void> | undefined;
let unavailable = false;
// Clients made before the tracer has loaded (the table's, at import) are captured once it has.
const waitingClients: object[] = [];

/**
 * Loads the tracer once per process; awaited before each invocation's work. A tracer that cannot
 * load is reported once and left out: an untraced answer beats a failed one.
 */
export const startTracing = (onError: (error: unknown) => void = () => undefined): Promise<void> =>
  (loading ??= inLambda()
    ? import('@aws-lambda-powertools/tracer')
        .then(({ Tracer: PowertoolsTracer }) => {
          tracer = new PowertoolsTracer();
          for (const client of waitingClients.splice(0)) tracer.captureAWSv3Client(client);
        })
        .catch((error: unknown) => {
          unavailable = true;
          waitingClients.splice(0);
          onError(error);
        })
    : Promise.resolve());

/** Every call the client makes becomes a subsegment of the invocation's trace. */
export const traceClient = <T extends object>(client: T): T => {
  if (tracer) tracer.captureAWSv3Client(client);
  else if (inLambda() && !unavailable) waitingClients.push(client);
  return client;
};

/** Runs a piece of work that matters (an assessment, a PDF, an import) as a named subsegment. */
export const traced = async <T>(name: string, run: () => Promise<T>): Promise<T> => {
  const parent = tracer?.getSegment();
  if (!tracer || !parent) return run();
  const subsegment = parent.addNewSubsegment(`### ${name}`);
  tracer.setSegment(subsegment);
  try {
    return await run();
  } catch (error) {
    subsegment.addError(error as Error);
    throw error;
  } finally {
    subsegment.close();
    tracer.setSegment(parent);
  }
};
