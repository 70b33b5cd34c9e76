import { randomInt } from 'node:crypto';
import { afterAll } from 'vitest';
import { startGateway } from '@recyclens/scripts/local-gateway/server';

export interface ApiAnswer<T = unknown> {
  status: number;
  headers: Headers;
  body: T;
  bytes: Buffer;
  roundTrips: number;
}

export interface CallOptions {
  body?: unknown;
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
 */
export const useApi = () => {
  let gateway: ReturnType<typeof startGateway> | undefined;
  afterAll(async () => (await gateway)?.close());

  return async <T = Record<string, unknown>>(
    method: string,
    path: string,
    options: CallOptions = {},
  ): Promise<ApiAnswer<T>> => {
    gateway ??= startGateway({ port: 0, allowedOrigins: ['http://localhost:5173'] });
    const { url: baseUrl } = await gateway;
    // Each call from its own address, as from many browsers: per-address limits (20 mail
    // requests an hour) would otherwise count every test of a file as one caller.
    const headers: Record<string, string> = { 'x-forwarded-for': randomAddress(), ...options.headers };
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    if (options.companyId) headers['x-company-id'] = options.companyId;
    let body: string | Buffer | FormData | undefined = options.form ?? options.rawBody;
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
