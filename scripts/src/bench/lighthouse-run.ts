import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { z } from 'zod';
import { repoRoot } from './bench-stack';
import { firstLoadJsCap } from './web-budget';

export const lighthouseRowSchema = z.object({
  path: z.string(),
  runs: z.number(),
  performance: z.number(),
  accessibility: z.number(),
  bestPractices: z.number(),
  fcpMs: z.number(),
  speedIndexMs: z.number(),
  lcpMs: z.number(),
  cls: z.number(),
  tbtMs: z.number(),
  firstLoadJsGzipKb: z.number(),
  failedAudits: z.array(z.string()),
});
export type LighthouseRow = z.infer<typeof lighthouseRowSchema>;

/**
 * Where the bench serves the web app: over TLS and HTTP/2 as CloudFront does (decision 036), or
 * with `LH_PROTOCOL=http1` over plain HTTP/1.1 from `vite preview`, as runs before 2026-11-26 did.
 */
export const webOriginOf = (port: number) =>
  `${process.env.LH_PROTOCOL === 'http1' ? 'http' : 'https'}://localhost:${port}`;

/**
 * frontend/scripts/lighthouse.ts in a child process, against the API this process serves (so it
 * must keep its event loop: not spawnSync), with a preset: desktop, or Lighthouse's mobile default.
 */
export const runLighthouse = async (input: {
  preset: 'desktop' | 'mobile';
  paths: readonly string[];
  apiUrl: string;
  webPort: number;
  token: string;
  companyId: string;
}): Promise<LighthouseRow[]> => {
  const outDir = mkdtempSync(join(tmpdir(), 'recyclens-lighthouse-'));
  try {
    const out = join(outDir, 'rows.json');
    const run = spawn('npx', ['tsx', 'frontend/scripts/lighthouse.ts', out, ...input.paths], {
      cwd: repoRoot,
      stdio: 'inherit',
      env: {
        ...process.env,
        LH_API_URL: input.apiUrl,
        LH_PORT: String(input.webPort),
        LH_TOKEN: input.token,
        LH_COMPANY_ID: input.companyId,
        LH_PRESET: input.preset,
      },
    });
    const [status] = (await once(run, 'exit')) as [number | null];
    if (status !== 0) throw new Error(`Lighthouse (${input.preset}) failed`);
    return z.array(lighthouseRowSchema).parse(JSON.parse(readFileSync(out, 'utf8')));
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
};

const mark = (ok: boolean) => (ok ? '✅' : '❌');
const servedAs = () =>
  process.env.LH_PROTOCOL === 'http1'
    ? 'served by `vite preview` over plain HTTP/1.1 (`LH_PROTOCOL=http1`: not as deployed)'
    : 'served as CloudFront serves a stage, over TLS and HTTP/2 (decision 036; runs before 2026-11-26 08:00 UTC used `vite preview` over plain HTTP/1.1)';
const failed = (rows: readonly LighthouseRow[]) =>
  rows.map((row) => `\`${row.path}\`: ${row.failedAudits.join(', ') || 'none'}`).join('; ');

export const desktopSection = (rows: readonly LighthouseRow[]) => `## Web performance (desktop)

Lighthouse 12 (desktop preset) in Debian's Chromium on the production build ${servedAs()},
against the local API, the median of ${rows[0]?.runs ?? 0} runs per page (the run closest to the median FCP and TTI); the overview shows a company of 5,000 packages. First-load JS is the gzip -9 size of
every script the page fetched until Lighthouse finished.

| Page | Performance (≥ 95) | Accessibility (100) | Best practices | FCP | Speed Index | LCP | CLS | TBT | First-load JS gzip |
|---|---|---|---|---|---|---|---|---|---|
${rows
  .map(
    (row) =>
      `| \`${row.path}\` | ${row.performance} ${mark(row.performance >= 95)} | ${row.accessibility} ${mark(row.accessibility === 100)} | ${row.bestPractices} | ${row.fcpMs.toFixed(0)} ms | ${row.speedIndexMs.toFixed(0)} ms | ${row.lcpMs.toFixed(0)} ms | ${row.cls.toFixed(3)} | ${row.tbtMs.toFixed(0)} ms | ${row.firstLoadJsGzipKb.toFixed(1)} KB${row.path === firstLoadJsCap.path ? ` (≤ ${firstLoadJsCap.maxGzipKb} ${mark(row.firstLoadJsGzipKb <= firstLoadJsCap.maxGzipKb)})` : ''} |`,
  )
  .join('\n')}

Audits not passed: ${failed(rows)}.
`;

export const mobileSection = (
  rows: readonly LighthouseRow[],
  loadAverage: { min: number; median: number; max: number },
) => {
  const misses = rows.filter((row) => row.performance < 90 || row.cls > 0.05);
  return `## Web performance (mobile)

Lighthouse 12's default mobile preset (a mid-range phone, 4× slower CPU and a slow 4G network,
simulated) on the same build, API and company, the median of ${rows[0]?.runs ?? 0} runs per page, ${servedAs()}, with the API on
the page's own origin under \`/api\` as CloudFront serves it (decision 034; runs before 2026-11-26
called it cross-origin, which added a CORS preflight to every call). Targets: performance
≥ 90 and CLS ≤ 0.05 on every page. First-load JS is the gzip -9 size of every script the page fetched
(since decision 035 the route preload script asks for a page's chunks beside the entry). Single runs of one
build differ by up to ±8 points on this machine, so only the medians are quoted.

${
  loadAverage.median > 1
    ? `**The machine was shared while this ran:** a 2-core VM on which other engineers' builds, browser
tests and benchmarks were running; its 1-minute load average over the run was ${loadAverage.min.toFixed(1)}–${loadAverage.max.toFixed(1)}
(median ${loadAverage.median.toFixed(1)}) on 2 cores. Lighthouse simulates the phone by multiplying the CPU time it
observes by 4, so the time our tasks spent waiting for a core counts as blocking time (TBT) and
delays the paints`
    : `**The machine was quiet while this ran:** its 1-minute load average over the run was
${loadAverage.min.toFixed(1)}–${loadAverage.max.toFixed(1)} (median ${loadAverage.median.toFixed(1)}) on 2 cores, Lighthouse's own work included`
}; no machine setting was changed for the run (decision 008).

| Page | Performance (≥ 90) | CLS (≤ 0.05) | Accessibility | FCP | LCP | TBT | Speed Index | First-load JS gzip |
|---|---|---|---|---|---|---|---|---|
${rows
  .map(
    (row) =>
      `| \`${row.path}\` | ${row.performance} ${mark(row.performance >= 90)} | ${row.cls.toFixed(3)} ${mark(row.cls <= 0.05)} | ${row.accessibility} | ${row.fcpMs.toFixed(0)} ms | ${row.lcpMs.toFixed(0)} ms | ${row.tbtMs.toFixed(0)} ms | ${row.speedIndexMs.toFixed(0)} ms | ${row.firstLoadJsGzipKb.toFixed(1)} KB |`,
  )
  .join('\n')}

**Missed in this run:** ${misses.length === 0 ? 'nothing.' : `${misses.map((row) => `\`${row.path}\` (performance ${row.performance}, CLS ${row.cls.toFixed(3)})`).join('; ')}.`}

Audits not passed: ${failed(rows)}.
`;
};
