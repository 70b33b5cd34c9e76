import { afterAll, beforeAll } from 'vitest';
import { startGateway } from '@recyclens/scripts/local-gateway/server';

export interface ApiAnswer<T = unknown> {
  status: number;
  headers: Headers;
  body: T;
  bytes: Buffer;
  roundTrips: number;
}

/**
 * Starts the local gateway for one test file and returns a caller that goes through HTTP, the
 * route table and the real Lambda handlers — the path a browser's request takes locally.
 */
export const useApi = () => {
  let baseUrl = '';
  let close: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    const gateway = await startGateway({ port: 0, allowedOrigins: ['http://localhost:5173'] });
    baseUrl = gateway.url;
    close = gateway.close;
  });
  afterAll(async () => close?.());

  return async <T = Record<string, unknown>>(
    method: string,
    path: string,
    options: {
      body?: unknown;
      rawBody?: string | Buffer;
      headers?: Record<string, string>;
      token?: string;
    } = {},
  ): Promise<ApiAnswer<T>> => {
    const headers: Record<string, string> = { ...options.headers };
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    let body: string | Buffer | undefined = options.rawBody;
    if (options.body !== undefined) {
      body = JSON.stringify(options.body);
      headers['content-type'] ??= 'application/json';
    }
    const response = await fetch(`${baseUrl}${path}`, { method, headers, body });
    const bytes = Buffer.from(await response.arrayBuffer());
    const isJson = (response.headers.get('content-type') ?? '').includes('json');
    return {
      status: response.status,
      headers: response.headers,
      body: (isJson && bytes.length > 0 ? JSON.parse(bytes.toString('utf8')) : undefined) as T,
      bytes,
      roundTrips: Number(response.headers.get('x-round-trips') ?? 0),
    };
  };
};
