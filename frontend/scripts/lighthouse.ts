/**
 * Lighthouse on the production build against a running API, in Debian's Chromium: its desktop
 * preset, or its default mobile one (a mid-range phone on a slow 4G network, simulated) with
 * LH_PRESET=mobile. Signed-in pages get the session the way the app keeps it (localStorage), and
 * Lighthouse is told not to clear it. Called by `npm run bench`; writes its rows as JSON.
 * Usage: LH_API_URL=… LH_PORT=… LH_TOKEN=… LH_COMPANY_ID=… [LH_PRESET=mobile] [LH_REPORT_DIR=…]
 * [LH_PROFILE=1] [LH_PROTOCOL=http1] npx tsx frontend/scripts/lighthouse.ts out.json /login /dashboard …
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { storageKeys } from '@recyclens/shared';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import { z } from 'zod';
import { launchBrowser } from '../e2e/support/browser';
import { startProductionPreview } from './production-preview';

const env = z
  .object({
    LH_API_URL: z.url(),
    LH_PORT: z.coerce.number().int().positive(),
    LH_TOKEN: z.string().min(1),
    LH_COMPANY_ID: z.string().min(1),
    LH_PRESET: z.enum(['desktop', 'mobile']).default('desktop'),
  })
  .parse(process.env);
const [out, ...paths] = process.argv.slice(2);
if (!out || paths.length === 0) throw new Error('Usage: lighthouse.ts <out.json> <path> [path…]');

/**
 * One Lighthouse run moves with whatever else the machine does at that moment; like Lighthouse's
 * own CLI guidance, the figures are those of the median of several runs (closest to the median
 * FCP and TTI). `LH_RUNS=1` gives a quick look while trying a change; published figures use 3.
 */
const RUNS_PER_PAGE = Number(process.env.LH_RUNS ?? 3);

/** Pages a signed-out visitor sees; the others get the session first. */
const publicPaths = new Set(['/login', '/signUp', '/forgotPassword']);
const debuggingPort = env.LH_PORT + 1;

// The API on the page's own origin, as CloudFront serves it (no preflight, one connection), and
// by default over TLS and HTTP/2 as CloudFront does (decision 036); LH_PROTOCOL=http1 for
// `vite preview`'s plain HTTP/1.1.
const http2 = process.env.LH_PROTOCOL !== 'http1';
const preview = await startProductionPreview(
  env.LH_PORT,
  {},
  http2 ? { http2: { api: env.LH_API_URL } } : { sameOriginApi: env.LH_API_URL },
);
const browser = await launchBrowser({
  // The preview's certificate is made for the run; no browser knows its issuer.
  args: [`--remote-debugging-port=${debuggingPort}`, ...(http2 ? ['--ignore-certificate-errors'] : [])],
});
try {
  const page = await browser.context.newPage();
  await page.goto(`${preview.origin}/login`);
  const devtools = await browser.context.newCDPSession(page);
  const rows = [];
  for (const path of [...paths].sort((a, b) => Number(publicPaths.has(b)) - Number(publicPaths.has(a)))) {
    if (!publicPaths.has(path)) {
      await page.evaluate(
        ([keys, token, companyId]) => {
          localStorage.setItem(keys.accessToken, token);
          localStorage.setItem(keys.currentCompany, companyId);
        },
        [storageKeys, env.LH_TOKEN, env.LH_COMPANY_ID] as const,
      );
    }
    const runs = [];
    const traces = new Map<object, unknown>();
    for (let run = 0; run < RUNS_PER_PAGE; run++) {
      // Lighthouse keeps the HTTP cache when told to keep storage (the session lives there), so
      // the page would load its scripts from earlier runs: every run starts from an empty cache.
      await devtools.send('Network.clearBrowserCache');
      const result = await lighthouse(
        `${preview.origin}${path}`,
        {
          port: debuggingPort,
          output: 'json',
          logLevel: 'error',
          disableStorageReset: true,
          // V8's sampling profiler in the trace, to see which functions a long task runs; it
          // slows the page, so such runs are for reading, not for publishing.
          ...(process.env.LH_PROFILE
            ? { additionalTraceCategories: 'disabled-by-default-v8.cpu_profiler' }
            : {}),
          onlyCategories: ['performance', 'accessibility', 'best-practices'],
        },
        // Lighthouse's own default is the mobile preset.
        env.LH_PRESET === 'desktop' ? desktopConfig : undefined,
      );
      if (!result) throw new Error(`Lighthouse gave no result for ${path}`);
      runs.push(result.lhr);
      traces.set(result.lhr, result.artifacts.Trace);
    }
    // Found among the runs rather than taken as returned: that keeps the runs' own type.
    const median = computeMedianRun(runs);
    const lhr = runs.find((run) => run === median);
    if (!lhr) throw new Error(`No median run for ${path}`);
    // The whole report, for reading what a score is made of (filmstrip, audits).
    if (process.env.LH_REPORT_DIR) {
      writeFileSync(
        join(process.env.LH_REPORT_DIR, `${path.replaceAll('/', '_') || 'root'}.json`),
        JSON.stringify(lhr),
      );
      // Its trace: every task of the main thread with what it did (layout, scripts, timers).
      writeFileSync(
        join(process.env.LH_REPORT_DIR, `${path.replaceAll('/', '_') || 'root'}.trace.json`),
        JSON.stringify(traces.get(lhr)),
      );
    }
    const requests = (
      lhr.audits['network-requests']?.details as { items?: { url: string; resourceType?: string }[] }
    )?.items;
    const scripts = (requests ?? [])
      .filter((request) => request.resourceType === 'Script' && request.url.startsWith(preview.origin))
      .map((request) => new URL(request.url).pathname);
    const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
    rows.push({
      path,
      runs: runs.length,
      finalUrl: lhr.finalDisplayedUrl,
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      fcpMs: lhr.audits['first-contentful-paint']?.numericValue ?? 0,
      speedIndexMs: lhr.audits['speed-index']?.numericValue ?? 0,
      lcpMs: lhr.audits['largest-contentful-paint']?.numericValue ?? 0,
      cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? 0,
      tbtMs: lhr.audits['total-blocking-time']?.numericValue ?? 0,
      firstLoadJsGzipKb:
        [...new Set(scripts)].reduce((sum, script) => sum + preview.gzipBytes(script), 0) / 1024,
      failedAudits: Object.values(lhr.audits)
        .filter((audit) => audit.score !== null && audit.score < 1 && audit.scoreDisplayMode === 'binary')
        .map((audit) => audit.id),
    });
    console.log(`${path}: performance ${score('performance')}, accessibility ${score('accessibility')}`);
  }
  writeFileSync(out, JSON.stringify(rows, null, 2));
} finally {
  await browser.close();
  preview.stop();
}
