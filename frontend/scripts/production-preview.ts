import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
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

const waitForServer = async (url: string) => {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer within 30 s`);
};

/**
 * Builds the web app into a temporary folder and serves it with `vite preview` on `port`. With
 * `sameOriginApi`, the build calls the API on its own origin under /api (its production default)
 * and the preview forwards those calls to that API, as CloudFront does on a deployed stage.
 */
export const startProductionPreview = async (
  port: number,
  env: Record<string, string> = {},
  options: { sameOriginApi?: string } = {},
): Promise<ProductionPreview> => {
  const outDir = mkdtempSync(join(tmpdir(), 'recyclens-build-'));
  const build = spawnSync('npx', ['vite', 'build', '--outDir', outDir, '--emptyOutDir'], {
    cwd: frontend,
    // A test runner's NODE_ENV=test would make Vite build the development variant.
    env: { ...process.env, NODE_ENV: 'production', ...env },
  });
  if (build.status !== 0) throw new Error(build.stderr.toString());
  const preview = spawn(
    'npx',
    ['vite', 'preview', '--outDir', outDir, '--port', String(port), '--strictPort'],
    {
      cwd: frontend,
      env: {
        ...process.env,
        ...(options.sameOriginApi ? { RECYCLENS_PREVIEW_API_URL: options.sameOriginApi } : {}),
      },
      detached: true,
      stdio: 'ignore',
    },
  );
  const origin = `http://localhost:${port}`;
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
