import { AsyncLocalStorage } from 'node:async_hooks';
import { performance } from 'node:perf_hooks';

/**
 * Counts the AWS calls made while serving one request (docs/architecture.md#budgets: at most 3 DynamoDB round
 * trips on the common paths), and keeps a process-wide tally by command so tests can prove that
 * no request path issues a Scan. It also times how long the request waited on AWS, so the load
 * benchmark can tell the handlers' own time from the store's.
 */
interface RoundTrips {
  readonly calls: string[];
  /** Asks DynamoDB for the capacity each call consumed (ReturnConsumedCapacity), for benchmarks. */
  readonly measureCapacity: boolean;
  /** Read and write units DynamoDB reported for the calls, when measured. */
  capacityUnits: number;
  /** Wall time with at least one call in flight; parallel calls count once. */
  awsMs: number;
  inFlight: number;
  since: number;
}
const current = new AsyncLocalStorage<RoundTrips>();
const tally = new Map<string, number>();

export const countRoundTrips = async <T>(
  work: () => Promise<T>,
  options: { measureCapacity?: boolean } = {},
): Promise<{ result: T; calls: string[]; awsMs: number; capacityUnits: number }> => {
  const trips: RoundTrips = {
    calls: [],
    measureCapacity: options.measureCapacity ?? false,
    capacityUnits: 0,
    awsMs: 0,
    inFlight: 0,
    since: 0,
  };
  const result = await current.run(trips, work);
  return { result, calls: trips.calls, awsMs: trips.awsMs, capacityUnits: trips.capacityUnits };
};

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/** The units of a ConsumedCapacity answer: one object, or one per table for batches and transactions. */
const unitsOf = (consumed: unknown): number => {
  if (Array.isArray(consumed)) return consumed.reduce<number>((sum, entry) => sum + unitsOf(entry), 0);
  return isRecord(consumed) && typeof consumed.CapacityUnits === 'number' ? consumed.CapacityUnits : 0;
};

export const recordRoundTrip = (service: string, commandName: string): void => {
  const name = `${service}:${commandName}`;
  current.getStore()?.calls.push(name);
  tally.set(name, (tally.get(name) ?? 0) + 1);
};

const timed = async <T>(send: () => Promise<T>): Promise<T> => {
  const trips = current.getStore();
  if (!trips) return send();
  if (trips.inFlight++ === 0) trips.since = performance.now();
  try {
    return await send();
  } finally {
    if (--trips.inFlight === 0) trips.awsMs += performance.now() - trips.since;
  }
};

export const commandTally = (): ReadonlyMap<string, number> => tally;

interface MiddlewareStackLike {
  add(
    middleware: (
      next: (args: unknown) => Promise<unknown>,
      context: { commandName?: string },
    ) => (args: unknown) => Promise<unknown>,
    options: { step: 'initialize'; name: string },
  ): void;
}

export const instrument = (service: string, client: { middlewareStack: unknown }): void => {
  (client.middlewareStack as MiddlewareStackLike).add(
    (next, context) => async (args) => {
      recordRoundTrip(service, (context.commandName ?? 'Unknown').replace(/Command$/, ''));
      const trips = current.getStore();
      if (!trips?.measureCapacity || service !== 'dynamodb' || !isRecord(args) || !isRecord(args.input))
        return timed(() => next(args));
      args.input.ReturnConsumedCapacity = 'TOTAL';
      const answer = await timed(() => next(args));
      if (isRecord(answer) && isRecord(answer.output))
        trips.capacityUnits += unitsOf(answer.output.ConsumedCapacity);
      return answer;
    },
    { step: 'initialize', name: 'recyclensRoundTrips' },
  );
};
