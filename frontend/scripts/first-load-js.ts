/**
 * Measures the JavaScript a page loads on first visit from a production build: builds into a
 * temporary folder, serves it with `vite preview`, opens the page in Debian's Chromium and sums
 * the gzip size of every script it fetched. Usage: npx tsx frontend/scripts/first-load-js.ts [/login]
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { launchBrowser } from '../e2e/support/browser';

const frontend = fileURLToPath(new URL('..', import.meta.url));
const path = process.argv[2] ?? '/login';
const outDir = mkdtempSync(join(tmpdir(), 'recyclens-build-'));
const port = 4179;

const build = spawnSync('npx', ['vite', 'build', '--outDir', outDir, '--emptyOutDir'], { cwd: frontend });
if (build.status !== 0) throw new Error(build.stderr.toString());
const preview = spawn(
  'npx',
  ['vite', 'preview', '--outDir', outDir, '--port', String(port), '--strictPort'],
  {
    cwd: frontend,
    detached: true,
  },
);
try {
  await new Promise((resolve) => setTimeout(resolve, 2500));
  const { context, close } = await launchBrowser();
  const page = await context.newPage();
  const scripts = new Set<string>();
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (url.port === String(port) && url.pathname.endsWith('.js')) scripts.add(url.pathname);
  });
  await page.goto(`http://localhost:${port}${path}`, { waitUntil: 'networkidle' });
  await close();
  let raw = 0;
  let gzip = 0;
  for (const script of [...scripts].sort()) {
    const content = readFileSync(join(outDir, script));
    const zipped = gzipSync(content, { level: 9 }).length;
    raw += content.length;
    gzip += zipped;
    console.log(
      `${script.padEnd(48)} ${(content.length / 1024).toFixed(1).padStart(7)} KB  gzip ${(zipped / 1024).toFixed(1).padStart(6)} KB`,
    );
  }
  console.log(
    `${path}: ${scripts.size} scripts, ${(raw / 1024).toFixed(1)} KB raw, ${(gzip / 1024).toFixed(1)} KB gzip`,
  );
} finally {
  if (preview.pid) process.kill(-preview.pid, 'SIGTERM');
  rmSync(outDir, { recursive: true, force: true });
}
