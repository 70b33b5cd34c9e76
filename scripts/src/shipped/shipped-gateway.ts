import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { EndpointGroup } from '@recyclens/shared';
import { matchRoute } from '../local-gateway/match-route';
import { toEvent } from '../local-gateway/to-event';

interface GatewayAnswer {
  statusCode?: number;
  headers?: Record<string, string | number | boolean>;
  body?: string;
  isBase64Encoded?: boolean;
}

/**
 * API Gateway for the shipped assets: the local gateway's route matching and v2 events
 * (local-gateway/), handed to the group's asset in its own process instead of to the source.
 */
export const startShippedGateway = async (
  invoke: (group: EndpointGroup, event: unknown) => Promise<unknown>,
): Promise<{ url: string; close(): Promise<void> }> => {
  const server = createServer((request, response) => {
    void (async () => {
      const url = new URL(request.url ?? '/', `http://${request.headers.host ?? 'localhost'}`);
      const match = matchRoute(request.method ?? 'GET', url.pathname);
      const chunks: Buffer[] = [];
      for await (const chunk of request) chunks.push(chunk as Buffer);
      if (!match) {
        response.writeHead(404);
        response.end();
        return;
      }
      const result = (await invoke(
        match.route.group,
        toEvent(request, url, match, Buffer.concat(chunks)),
      )) as GatewayAnswer;
      const headers: Record<string, string> = {};
      for (const [name, value] of Object.entries(result.headers ?? {})) headers[name] = String(value);
      response.writeHead(result.statusCode ?? 200, headers);
      response.end(
        result.body === undefined ? '' : Buffer.from(result.body, result.isBase64Encoded ? 'base64' : 'utf8'),
      );
    })().catch((error: unknown) => {
      response.writeHead(502, { 'content-type': 'text/plain' });
      response.end(String(error));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
};
