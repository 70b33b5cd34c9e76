import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { request } from 'node:https';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const frontend = fileURLToPath(new URL('..', import.meta.url));

export interface ProductionPreview {
  origin: string;
  /** gzip -9 size of a built file, by its URL path. */
  gzipBytes: (pathname: string) => number;
  stop: () => void;
}

/** The answer's status; the HTTP/2 preview's certificate is its own, made for the run. */
const statusOf = (url: string) =>
  url.startsWith('https:')
    ? new Promise<number>((resolve, reject) => {
        const call = request(url, { rejectUnauthorized: false }, (response) => {
          response.resume();
          resolve(response.statusCode ?? 0);
        });
        call.on('error', reject);
        call.end();
      })
    : fetch(url).then((response) => response.status);

const waitForServer = async (url: string) => {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    try {
      if ((await statusOf(url)) === 200) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer within 30 s`);
};

export interface PreviewOptions {
  /** The API under /api on the page's own origin (the build's production default), forwarded. */
  sameOriginApi?: string;
  /**
   * Served as CloudFront serves a stage: TLS, HTTP/2, the API under /api (decision 036). The
   * browser must accept the run's own certificate (`--ignore-certificate-errors`).
   */
  http2?: { api: string };
}

const previewProcess = (outDir: string, port: number, options: PreviewOptions) => {
  if (options.http2) {
    return {
      origin: `https://localhost:${port}`,
      child: spawn(
        'npx',
        ['tsx', 'scripts/http2-preview-server.ts', outDir, String(port), options.http2.api],
        {
          cwd: frontend,
          env: process.env,
          detached: true,
          stdio: 'ignore',
        },
      ),
    };
  }
  return {
    origin: `http://localhost:${port}`,
    child: spawn('npx', ['vite', 'preview', '--outDir', outDir, '--port', String(port), '--strictPort'], {
      cwd: frontend,
      env: {
        ...process.env,
        ...(options.sameOriginApi ? { RECYCLENS_PREVIEW_API_URL: options.sameOriginApi } : {}),
      },
      detached: true,
      stdio: 'ignore',
    }),
  };
};

/**
 * Builds the web app into a temporary folder and serves it with `vite preview` on `port`. With
 * `sameOriginApi`, the build calls the API on its own origin under /api (its production default)
 * and the preview forwards those calls to that API, as CloudFront does on a deployed stage; with
 * `http2`, our own server does the same over TLS and HTTP/2.
 */
export const startProductionPreview = async (
  port: number,
  env: Record<string, string> = {},
  options: PreviewOptions = {},
): Promise<ProductionPreview> => {
  const outDir = mkdtempSync(join(tmpdir(), 'recyclens-build-'));
  const build = spawnSync('npx', ['vite', 'build', '--outDir', outDir, '--emptyOutDir'], {
    cwd: frontend,
    // A test runner's NODE_ENV=test would make Vite build the development variant.
    env: { ...process.env, NODE_ENV: 'production', ...env },
  });
  if (build.status !== 0) throw new Error(build.stderr.toString());
  const { origin, child: preview } = previewProcess(outDir, port, options);
  const stop = () => {
    if (preview.pid) process.kill(-preview.pid, 'SIGTERM');
    rmSync(outDir, { recursive: true, force: true });
  };
  try {
    await waitForServer(origin);
  } catch (error) {
    stop();
    throw error;
  }
  return {
    origin,
    gzipBytes: (pathname) => gzipSync(readFileSync(join(outDir, pathname)), { level: 9 }).length,
    stop,
  };
};
