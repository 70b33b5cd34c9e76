import { createServer, type Server } from 'node:net';
import { afterAll } from 'vitest';

interface BuildArgs {
  request: { hostname?: string; port?: number; body?: unknown };
}
interface MiddlewareStackLike {
  add(
    middleware: (next: (args: BuildArgs) => Promise<unknown>) => (args: BuildArgs) => Promise<unknown>,
    options: { step: 'build'; name: string },
  ): void;
}

const textOf = (body: unknown) =>
  typeof body === 'string' ? body : body instanceof Uint8Array ? Buffer.from(body).toString('utf8') : '';

/** A port that accepts connections and drops them at once: a service that has fallen over. */
const startDeadService = async (): Promise<{ port: number; server: Server }> => {
  const server = createServer((socket) => socket.destroy());
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('The dead service has no port');
  return { port: address.port, server };
};

/**
 * Cuts one of the functions' AWS clients off from its service after a number of calls, as an
 * outage in the middle of a request would: from then on its requests go to a port that drops
 * every connection, so the SDK meets a real network failure (and retries it) rather than a
 * made-up error. The switch is a step in the client's own middleware stack; restore() heals it.
 */
export const useOutage = async (client: { middlewareStack: unknown }, name: string) => {
  const dead = await startDeadService();
  afterAll(() => new Promise<void>((resolve) => dead.server.close(() => resolve())));
  let allowed = Number.POSITIVE_INFINITY;
  let calls = 0;
  let bodies: string[] = [];
  (client.middlewareStack as MiddlewareStackLike).add(
    (next) => async (args) => {
      calls += 1;
      bodies.push(textOf(args.request.body));
      if (calls > allowed) {
        args.request.hostname = '127.0.0.1';
        args.request.port = dead.port;
      }
      return next(args);
    },
    { step: 'build', name },
  );
  return {
    /** From now on, the first `count` calls still work and every later one fails. */
    failAfter: (count: number) => {
      calls = 0;
      bodies = [];
      allowed = count;
    },
    restore: () => {
      allowed = Number.POSITIVE_INFINITY;
    },
    /** Calls since the last failAfter(). */
    calls: () => calls,
    /**
     * Calls since the last failAfter() up to and including the last whose request holds `text`:
     * where a request's own steps end when work that follows them (e.g. summaries kept after an
     * import) makes calls of its own.
     */
    callsThrough: (text: string) => bodies.findLastIndex((body) => body.includes(text)) + 1,
  };
};
