import type { Server } from 'node:http';

/** Resolves once listening and rejects on EADDRINUSE & co. (which some emulators swallow or hang on). */
export function listenHttpServer(server: Server, port: number, host: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const onError = (error: Error): void => reject(error);
    server.once('error', onError);
    server.listen(port, host, () => {
      server.off('error', onError);
      resolve();
    });
  });
}

/**
 * server.close() alone waits for in-flight keep-alive sockets (SDK clients keep them open),
 * which can stall teardown; dropping them is fine for throwaway emulators.
 */
export function closeHttpServer(server: Server): Promise<void> {
  if (!server.listening) return Promise.resolve();
  return new Promise((resolve, reject) => {
    server.close((error) => (error ? reject(error) : resolve()));
    server.closeAllConnections();
  });
}
