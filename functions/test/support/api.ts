import { randomInt } from 'node:crypto';
import { afterAll } from 'vitest';
import { matchRoute } from '@recyclens/scripts/local-gateway/match-route';
import { startGateway } from '@recyclens/scripts/local-gateway/server';
import { openApiCheck, type OpenApiDocument } from './openapi-check';

export interface ApiAnswer<T = unknown> {
  status: number;
  headers: Headers;
  body: T;
  bytes: Buffer;
  roundTrips: number;
}

export interface CallOptions {
  body?: unknown;
  /** The body breaks the API document on purpose, to see it refused: it must not match it. */
  malformed?: boolean;
  /** A generated probe that may or may not break the document: only its answer is checked. */
  probe?: boolean;
  rawBody?: string | Buffer;
  form?: FormData;
  headers?: Record<string, string>;
  token?: string;
  companyId?: string;
}

const randomAddress = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

/**
 * A caller that goes through HTTP, the local gateway, the route table and the real Lambda
 * handlers — the path a browser's request takes locally. The gateway starts on the first call
 * (so a test file may call at its top level) and stops after the file.
 *
 * Every JSON body sent (`rawBody` and forms are the caller's own bytes) and every answer is
 * checked against the OpenAPI document the gateway serves: a call that strays from it fails the
 * test that made it, so the document cannot drift from what the API does.
 */
export const useApi = () => {
  let gateway: ReturnType<typeof startGateway> | undefined;
  let check: Promise<ReturnType<typeof openApiCheck>> | undefined;
  afterAll(async () => (await gateway)?.close());

  return async <T = Record<string, unknown>>(
    method: string,
    path: string,
    options: CallOptions = {},
  ): Promise<ApiAnswer<T>> => {
    gateway ??= startGateway({ port: 0, allowedOrigins: ['http://localhost:5173'] });
    const { url: baseUrl } = await gateway;
    check ??= fetch(`${baseUrl}/openapi.json`)
      .then(async (served) => (await served.json()) as OpenApiDocument)
      .then(openApiCheck);
    const { pathname } = new URL(path, baseUrl);
    const operationId = matchRoute(method, pathname)?.routeId;
    if (operationId && options.body !== undefined && !options.probe) {
      const problem = (await check).request(operationId, options.body);
      if (problem && !options.malformed) throw new Error(`${method} ${path}: ${problem}`);
      // Keeps the flag honest: a body marked malformed that the document accepts tests nothing.
      if (!problem && options.malformed) throw new Error(`${method} ${path}: marked malformed, yet valid`);
    }
    // Each call from its own address, as from many browsers: per-address limits (20 mail
    // requests an hour) would otherwise count every test of a file as one caller.
    const headers: Record<string, string> = { 'x-forwarded-for': randomAddress(), ...options.headers };
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    if (options.companyId) headers['x-company-id'] = options.companyId;
    let payload: string | Buffer | FormData | undefined = options.form ?? options.rawBody;
    if (options.body !== undefined) {
      payload = JSON.stringify(options.body);
      headers['content-type'] ??= 'application/json';
    }
    const response = await fetch(`${baseUrl}${path}`, { method, headers, body: payload });
    const bytes = Buffer.from(await response.arrayBuffer());
    const contentType = response.headers.get('content-type') ?? '';
    const isJson = contentType.includes('json');
    const body: unknown = isJson && bytes.length > 0 ? JSON.parse(bytes.toString('utf8')) : undefined;
    if (method !== 'OPTIONS' && pathname !== '/openapi.json') {
      const problem = (await check).answer(operationId, response.status, contentType, body);
      if (problem) throw new Error(`${method} ${path}: ${problem}\n${JSON.stringify(body)?.slice(0, 2000)}`);
    }
    return {
      status: response.status,
      headers: response.headers,
      body: body as T,
      bytes,
      roundTrips: Number(response.headers.get('x-round-trips') ?? 0),
    };
  };
};
