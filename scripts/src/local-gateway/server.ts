import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { Context } from 'aws-lambda';
import { buildOpenApiDocument, errorCatalog, type EndpointGroup, type ErrorCode } from '@recyclens/shared';
import { countRoundTrips } from '@recyclens/functions/observability/round-trips';
import { loadGroupHandler } from '@recyclens/functions/groups/registry';
import type { LambdaHandler } from '@recyclens/functions/http/types';
import { matchRoute, pathExists } from './match-route';
import { toEvent } from './to-event';

/** Lambda's request payload limit; larger bodies never reach a function in AWS either. */
const MAX_BODY_BYTES = 6 * 1024 * 1024;

export interface GatewayOptions {
  port: number;
  host?: string;
  /** Origins allowed by CORS (the web app's). */
  allowedOrigins: string[];
  log?: (line: string) => void;
  /** Told of every request a handler served: the load benchmark's view from inside. */
  onServed?: (served: ServedRequest) => void;
  /**
   * Asks DynamoDB for the capacity every call consumed and answers the sum as `x-capacity-units`
   * (the packaging benchmark's read units per request).
   */
  measureCapacity?: boolean;
}

export interface ServedRequest {
  /** From building the handler's event to its answer. */
  handlerMs: number;
  /** Of which inside AWS SDK calls (round-trips.ts). */
  awsMs: number;
}

const lambdaContext = (group: string): Context => ({
  callbackWaitsForEmptyEventLoop: false,
  functionName: `recyclens-local-${group}`,
  functionVersion: '$LATEST',
  invokedFunctionArn: `arn:aws:lambda:local:000000000000:function:recyclens-local-${group}`,
  memoryLimitInMB: '1024',
  awsRequestId: randomUUID(),
  logGroupName: `/aws/lambda/recyclens-local-${group}`,
  logStreamName: 'local',
  getRemainingTimeInMillis: () => 29_000,
  done: () => undefined,
  fail: () => undefined,
  succeed: () => undefined,
});

const readBody = (request: IncomingMessage): Promise<Buffer | 'too-large'> =>
  new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= MAX_BODY_BYTES) chunks.push(chunk);
    });
    request.on('end', () => resolve(size > MAX_BODY_BYTES ? 'too-large' : Buffer.concat(chunks)));
    request.on('error', reject);
  });

/**
 * The local stand-in for API Gateway: it matches each request against the route table, builds
 * the v2 event and calls the group's real Lambda handler, so local runs exercise the code that
 * is deployed. It also serves the OpenAPI document and answers CORS for the web app.
 */
export const startGateway = async (
  options: GatewayOptions,
): Promise<{ url: string; server: Server; close(): Promise<void> }> => {
  const handlers = new Map<EndpointGroup, Promise<LambdaHandler>>();
  const handlerFor = (group: EndpointGroup) => {
    let loaded = handlers.get(group);
    if (!loaded) {
      loaded = loadGroupHandler(group);
      handlers.set(group, loaded);
    }
    return loaded;
  };

  const corsHeaders = (origin: string | undefined): Record<string, string> =>
    origin && options.allowedOrigins.includes(origin)
      ? {
          'access-control-allow-origin': origin,
          'access-control-allow-credentials': 'true',
          'access-control-expose-headers': 'content-type,x-round-trips,x-request-id',
          vary: 'origin',
        }
      : {};

  const sendError = (response: ServerResponse, code: ErrorCode, cors: Record<string, string>) => {
    response.writeHead(errorCatalog[code].status, {
      'content-type': 'application/json; charset=utf-8',
      ...cors,
    });
    response.end(JSON.stringify({ code, message: errorCatalog[code].message }));
  };

  const server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', `http://${request.headers.host ?? 'localhost'}`);
    const cors = corsHeaders(request.headers.origin);
    try {
      if (request.method === 'OPTIONS') {
        response.writeHead(pathExists(url.pathname) ? 204 : 404, {
          ...cors,
          'access-control-allow-methods': 'GET,POST,PUT,PATCH,DELETE,OPTIONS',
          'access-control-allow-headers': 'authorization,content-type,x-company-id,x-request-id',
          'access-control-max-age': '600',
        });
        response.end();
        return;
      }
      if (request.method === 'GET' && url.pathname === '/openapi.json') {
        response.writeHead(200, { 'content-type': 'application/json; charset=utf-8', ...cors });
        response.end(JSON.stringify(buildOpenApiDocument({ version: 'local', serverUrl: url.origin })));
        return;
      }
      const match = matchRoute(request.method ?? 'GET', url.pathname);
      if (!match) {
        sendError(response, pathExists(url.pathname) ? 'METHOD_NOT_ALLOWED' : 'ROUTE_NOT_FOUND', cors);
        return;
      }
      if (match.undecodable) {
        sendError(response, 'INVALID_PATH', cors);
        return;
      }
      const body = await readBody(request);
      if (body === 'too-large') {
        sendError(response, 'PAYLOAD_TOO_LARGE', cors);
        return;
      }
      const handler = await handlerFor(match.route.group);
      const started = performance.now();
      const { result, calls, awsMs, capacityUnits } = await countRoundTrips(
        () => handler(toEvent(request, url, match, body), lambdaContext(match.route.group)),
        { measureCapacity: options.measureCapacity ?? false },
      );
      options.onServed?.({ handlerMs: performance.now() - started, awsMs });
      const payload =
        result.body === undefined
          ? Buffer.alloc(0)
          : Buffer.from(result.body, result.isBase64Encoded ? 'base64' : 'utf8');
      const headers: Record<string, string> = {};
      for (const [name, value] of Object.entries(result.headers ?? {})) headers[name] = String(value);
      response.writeHead(result.statusCode ?? 200, {
        ...headers,
        ...cors,
        'x-round-trips': String(calls.filter((call) => call.startsWith('dynamodb:')).length),
        ...(options.measureCapacity ? { 'x-capacity-units': String(capacityUnits) } : {}),
      });
      response.end(payload);
    } catch (error) {
      options.log?.(`gateway error: ${error instanceof Error ? error.message : String(error)}`);
      if (!response.headersSent) sendError(response, 'INTERNAL', cors);
      else response.end();
    }
  });

  // Node answers a request line and headers over its 16 KiB with a bare 431; every refusal of
  // ours has a body, so this one is written out as the others are.
  server.on('clientError', (error: NodeJS.ErrnoException, socket) => {
    if (!socket.writable) return;
    if (error.code !== 'HPE_HEADER_OVERFLOW') {
      socket.end('HTTP/1.1 400 Bad Request\r\nconnection: close\r\n\r\n');
      return;
    }
    const code: ErrorCode = 'REQUEST_TOO_LARGE';
    const body = JSON.stringify({ code, message: errorCatalog[code].message });
    socket.end(
      `HTTP/1.1 ${errorCatalog[code].status} Request Header Fields Too Large\r\n` +
        `content-type: application/json; charset=utf-8\r\ncontent-length: ${Buffer.byteLength(body)}\r\n` +
        `connection: close\r\n\r\n${body}`,
    );
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host ?? '127.0.0.1', () => resolve());
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : options.port;
  return {
    url: `http://localhost:${port}`,
    server,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
};
