import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { connect, type ClientHttp2Session } from 'node:http2';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/** The server the Lighthouse figures are measured against (decision 036). */
const frontend = join(import.meta.dirname, '..', '..', 'frontend');
let folder: string;
let api: Server;
let server: ChildProcess;
let session: ClientHttp2Session;
const received: { method: string; url: string; body: string }[] = [];

const get = (path: string, init: { method?: string; body?: string } = {}) =>
  new Promise<{ status: number; headers: Record<string, unknown>; body: Buffer }>((resolve, reject) => {
    const stream = session.request({
      ':method': init.method ?? 'GET',
      ':path': path,
      'accept-encoding': 'gzip',
      ...(init.body ? { 'content-type': 'application/json' } : {}),
    });
    const parts: Buffer[] = [];
    let headers: Record<string, unknown> = {};
    stream.on('response', (answer) => (headers = answer));
    stream.on('data', (part: Buffer) => parts.push(part));
    stream.on('end', () =>
      resolve({ status: Number(headers[':status']), headers, body: Buffer.concat(parts) }),
    );
    stream.on('error', reject);
    stream.end(init.body);
  });

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });

beforeAll(async () => {
  folder = mkdtempSync(join(tmpdir(), 'recyclens-h2-test-'));
  mkdirSync(join(folder, 'build', 'assets'), { recursive: true });
  writeFileSync(join(folder, 'build', 'index.html'), '<!doctype html><title>app</title>');
  writeFileSync(join(folder, 'build', 'assets', 'entry.js'), 'console.log("entry");'.repeat(50));
  api = createServer((request, response) => {
    const parts: Buffer[] = [];
    request.on('data', (part: Buffer) => parts.push(part));
    request.on('end', () => {
      received.push({
        method: request.method ?? '',
        url: request.url ?? '',
        body: Buffer.concat(parts).toString(),
      });
      response.writeHead(request.url?.startsWith('/missing') ? 404 : 200, {
        'content-type': 'application/json',
      });
      response.end(JSON.stringify({ code: 'FROM_API' }));
    });
  });
  await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
  const apiUrl = `http://127.0.0.1:${(api.address() as AddressInfo).port}`;
  const port = await freePort();
  server = spawn(
    'npx',
    ['tsx', 'scripts/http2-preview-server.ts', join(folder, 'build'), String(port), apiUrl],
    { cwd: frontend, stdio: 'ignore', detached: true },
  );
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    try {
      session = connect(`https://localhost:${port}`, { rejectUnauthorized: false });
      await new Promise<void>((resolve, reject) => {
        session.once('connect', () => resolve());
        session.once('error', reject);
      });
      return;
    } catch {
      session.destroy();
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  throw new Error('the HTTP/2 preview did not start');
}, 40_000);

afterAll(async () => {
  session?.close();
  if (server?.pid) process.kill(-server.pid, 'SIGTERM');
  await new Promise((resolve) => api?.close(resolve));
  rmSync(folder, { recursive: true, force: true });
});

describe('HTTP/2 preview server', () => {
  it('answers an app route with index.html, over HTTP/2', async () => {
    const answer = await get('/packages/overview?project=1');
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toMatch(/text\/html/);
    expect(gunzipSync(answer.body).toString()).toContain('<title>app</title>');
  });

  it('serves a built script compressed, and a missing file as 404', async () => {
    const script = await get('/assets/entry.js');
    expect(script.headers['content-encoding']).toBe('gzip');
    expect(script.headers['content-type']).toMatch(/javascript/);
    expect(gunzipSync(script.body).toString()).toBe('console.log("entry");'.repeat(50));
    expect((await get('/assets/gone.js')).status).toBe(404);
  });

  it('forwards /api calls to the API without the prefix, with their body and status', async () => {
    const answer = await get('/api/packages?limit=1', { method: 'POST', body: '{"name":"Bottle"}' });
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body.toString())).toEqual({ code: 'FROM_API' });
    expect(received.at(-1)).toEqual({ method: 'POST', url: '/packages?limit=1', body: '{"name":"Bottle"}' });
    expect((await get('/api/missing')).status).toBe(404);
  });
});
