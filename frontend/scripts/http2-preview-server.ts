/**
 * The production build served the way CloudFront serves a stage (infra/lib/web/spa-distribution.ts,
 * decision 036): over TLS with HTTP/2, text files compressed, a path without a file extension
 * answered with index.html, and `/api/*` forwarded to the API without the prefix. `vite preview`
 * can do TLS but falls back to HTTP/1.1 as soon as it forwards anything, and Lighthouse's
 * simulated phone network then models six connections that each pay a round trip per file.
 * Its certificate is made for the run (browsers must be told to accept it:
 * `--ignore-certificate-errors`). Usage: tsx http2-preview-server.ts <build dir> <port> <api url>
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createSecureServer, type Http2ServerRequest, type Http2ServerResponse } from 'node:http2';
import { tmpdir } from 'node:os';
import { extname, join, normalize } from 'node:path';
import { gzipSync } from 'node:zlib';

const [dir, port, apiUrl] = process.argv.slice(2);
if (!dir || !port || !apiUrl) throw new Error('Usage: http2-preview-server.ts <build dir> <port> <api url>');

/** A key and a self-signed certificate for localhost, valid for a day. */
const makeCertificate = () => {
  const folder = mkdtempSync(join(tmpdir(), 'recyclens-cert-'));
  try {
    const [key, cert] = [join(folder, 'key.pem'), join(folder, 'cert.pem')];
    const made = spawnSync('openssl', [
      ...['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes'],
      ...['-days', '1', '-subj', '/CN=localhost', '-keyout', key, '-out', cert],
    ]);
    if (made.status !== 0) throw new Error(`openssl could not make a certificate: ${made.stderr.toString()}`);
    return { key: readFileSync(key), cert: readFileSync(cert) };
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
};

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.map': 'application/json',
};
// Fonts and images are compressed already; CloudFront leaves them as they are.
const compressible = new Set(['.html', '.js', '.css', '.json', '.svg', '.map']);
// Headers of one hop, which HTTP/2 forbids or the forwarded answer no longer matches.
const hopHeaders = new Set([
  'connection',
  'keep-alive',
  'transfer-encoding',
  'upgrade',
  'host',
  'content-length',
  'content-encoding',
]);

const readBody = async (request: Http2ServerRequest) => {
  const parts: Buffer[] = [];
  for await (const part of request) parts.push(part as Buffer);
  return Buffer.concat(parts);
};

const forward = async (request: Http2ServerRequest, response: Http2ServerResponse, url: URL) => {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (name.startsWith(':') || hopHeaders.has(name) || value === undefined) continue;
    headers.set(name, Array.isArray(value) ? value.join(', ') : value);
  }
  const method = request.method;
  const answer = await fetch(`${apiUrl}${url.pathname.replace(/^\/api/, '')}${url.search}`, {
    method,
    headers,
    ...(method === 'GET' || method === 'HEAD' ? {} : { body: await readBody(request) }),
  });
  const body = Buffer.from(await answer.arrayBuffer());
  answer.headers.forEach((value, name) => {
    if (!hopHeaders.has(name)) response.setHeader(name, value);
  });
  response.writeHead(answer.status);
  response.end(body);
};

const serveFile = async (request: Http2ServerRequest, response: Http2ServerResponse, url: URL) => {
  const pathname = normalize(decodeURIComponent(url.pathname));
  // As the CloudFront function: a path without an extension is a route of the app.
  const file = extname(pathname) === '' ? '/index.html' : pathname;
  let content: Buffer;
  try {
    content = await readFile(join(dir, file));
  } catch {
    response.writeHead(404, { 'content-type': 'text/plain' });
    response.end('Not found');
    return;
  }
  const extension = extname(file);
  const headers: Record<string, string> = {
    'content-type': contentTypes[extension] ?? 'application/octet-stream',
    'cache-control': file.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
  };
  if (compressible.has(extension) && String(request.headers['accept-encoding'] ?? '').includes('gzip')) {
    headers['content-encoding'] = 'gzip';
    content = gzipSync(content);
  }
  response.writeHead(200, headers);
  response.end(content);
};

const server = createSecureServer({ ...makeCertificate(), allowHTTP1: true }, (request, response) => {
  const url = new URL(request.url, 'https://localhost');
  const handle = url.pathname === '/api' || url.pathname.startsWith('/api/') ? forward : serveFile;
  handle(request, response, url).catch((error: unknown) => {
    if (!response.headersSent) response.writeHead(502, { 'content-type': 'text/plain' });
    response.end(error instanceof Error ? error.message : 'Bad gateway');
  });
});
server.listen(Number(port), 'localhost');
