/**
 * Measures the JavaScript a page loads on first visit from a production build: builds into a
 * temporary folder, serves it with `vite preview`, opens the page in Debian's Chromium and sums
 * the gzip size of every script it fetched. Usage: npx tsx frontend/scripts/first-load-js.ts [/login]
 */
import { launchBrowser } from '../e2e/support/browser';
import { startProductionPreview } from './production-preview';

const path = process.argv[2] ?? '/login';
const preview = await startProductionPreview(4179);
try {
  const { context, close } = await launchBrowser();
  const page = await context.newPage();
  const scripts = new Set<string>();
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (url.origin === preview.origin && url.pathname.endsWith('.js')) scripts.add(url.pathname);
  });
  await page.goto(`${preview.origin}${path}`, { waitUntil: 'networkidle' });
  await close();
  let gzip = 0;
  for (const script of [...scripts].sort()) {
    const zipped = preview.gzipBytes(script);
    gzip += zipped;
    console.log(`${script.padEnd(48)} gzip ${(zipped / 1024).toFixed(1).padStart(6)} KB`);
  }
  console.log(`${path}: ${scripts.size} scripts, ${(gzip / 1024).toFixed(1)} KB gzip`);
} finally {
  preview.stop();
}
