import { createServer } from 'node:net';

/**
 * Asks the OS for an unused loopback port. There is a small race between
 * releasing it here and the emulator binding it, which is acceptable for
 * dev/test use and far less flaky than hard-coded ports shared by parallel runs.
 */
export function getFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      if (address === null || typeof address === 'string') {
        server.close();
        reject(new Error('Could not determine a free port'));
        return;
      }
      server.close(() => resolve(address.port));
    });
  });
}

/**
 * True when nothing listens on the port on any interface. Probing the wildcard address matters:
 * DynamoDB Local binds every interface, so a loopback-only probe could miss a conflict.
 */
export function isPortFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.unref();
    probe.once('error', () => resolve(false));
    probe.listen(port, () => probe.close(() => resolve(true)));
  });
}
