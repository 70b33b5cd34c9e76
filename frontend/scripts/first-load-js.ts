/**
 * Which scripts a signed-out visit to a page fetches, with their gzip -9 sizes: the breakdown
 * behind the first-load JS column of `npm run bench`. Needs no API (the calls a page makes fail, so
 * scripts that only an answer would load are not counted: `npm run bench` counts them). Exits 1
 * when /login is over its cap (scripts/src/bench/web-budget.ts).
 * Usage: npx tsx frontend/scripts/first-load-js.ts [/login …]
 */
import { firstLoadJsOverCap } from '../../scripts/src/bench/web-budget';
import { launchBrowser } from '../e2e/support/browser';
import { startProductionPreview } from './production-preview';

const paths = process.argv.slice(2);
const preview = await startProductionPreview(4179, { VITE_API_URL: 'http://127.0.0.1:9' });
const browser = await launchBrowser();
const totals: { path: string; firstLoadJsGzipKb: number }[] = [];
try {
  for (const path of paths.length > 0 ? paths : ['/login']) {
    const page = await browser.context.newPage();
    const scripts = new Set<string>();
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (request.resourceType() === 'script' && url.origin === preview.origin) scripts.add(url.pathname);
    });
    await page.goto(`${preview.origin}${path}`, { waitUntil: 'networkidle' });
    const rows = [...scripts].map((script) => ({ script, gzipKb: preview.gzipBytes(script) / 1024 }));
    rows.sort((a, b) => b.gzipKb - a.gzipKb);
    const total = rows.reduce((sum, row) => sum + row.gzipKb, 0);
    totals.push({ path, firstLoadJsGzipKb: total });
    console.log(`${path}: ${total.toFixed(1)} KB gzip`);
    for (const row of rows) console.log(`  ${row.gzipKb.toFixed(1).padStart(6)} KB  ${row.script}`);
    await page.close();
  }
} finally {
  await browser.close();
  preview.stop();
}
const overCap = firstLoadJsOverCap(totals);
for (const line of overCap) console.error(line);
if (overCap.length > 0) process.exitCode = 1;
