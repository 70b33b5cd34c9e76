import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * Counts the AWS calls made while serving one request (DESIGN.md §9: at most 3 DynamoDB round
 * trips on the common paths), and keeps a process-wide tally by command so tests can prove that
 * no request path issues a Scan.
 */
export interface RoundTrips {
  readonly calls: string[];
}
const current = new AsyncLocalStorage<RoundTrips>();
const tally = new Map<string, number>();

export const countRoundTrips = async <T>(work: () => Promise<T>): Promise<{ result: T; calls: string[] }> => {
  const trips: RoundTrips = { calls: [] };
  const result = await current.run(trips, work);
  return { result, calls: trips.calls };
};

export const recordRoundTrip = (service: string, commandName: string): void => {
  const name = `${service}:${commandName}`;
  current.getStore()?.calls.push(name);
  tally.set(name, (tally.get(name) ?? 0) + 1);
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
      return next(args);
    },
    { step: 'initialize', name: 'recyclensRoundTrips' },
  );
};
