import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { z } from 'zod';
import { getFreePort } from '../local-services';
import { repoRoot, startBenchStack } from './bench-stack';
import { benchPdfExport } from './exports';
import { dynamoDbRecorder, replayer } from './dynamodb-floor';
import { loadSection, runLoad, servedLog } from './load';
import { writeQualitySection } from './quality-doc';

/**
 * `npm run bench`: every performance figure of the quality-gates issue from one run, written to
 * docs/quality.md beside its target: API load, import and export, Lighthouse on the production
 * build (which talks to the same local API and tenant).
 */
const lighthouseRowSchema = z.object({
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

const webPort = await getFreePort();
const webOrigin = `http://localhost:${webPort}`;
const served = servedLog();
const stack = await startBenchStack({ allowedOrigins: [webOrigin], onServed: served.record });
try {
  console.log('Importing 5,000 packages in 200 projects…');
  const company = await stack.company('quality', 5000, 200, webOrigin);

  console.log('Exporting 200 packages as PDF…');
  const pdf = await benchPdfExport(stack.gatewayUrl, company, 200);
  await writeQualitySection(
    'import-export',
    `## Import and export

| What | Figure | Target |
|---|---|---|
| Import of 5,000 rows (10,000 components, 200 projects, ${company.import.fileKb.toFixed(0)} KB XLSX) | ${(company.import.ms / 1000).toFixed(1)} s, +${company.import.peakExtraMb.toFixed(0)} MB peak RSS | ≤ 20 s ${company.import.ms <= 20_000 ? '✅' : '❌'}, ≤ 512 MB ${company.import.peakExtraMb <= 512 ? '✅' : '❌'} |
| PDF export of ${pdf.packages} packages (job created → file ready, through the API) | ${(pdf.ms / 1000).toFixed(1)} s, ${pdf.mb.toFixed(2)} MB | within the 15-minute job limit ✅ |
`,
  );

  console.log('API load…');
  const { documentClient } = await import('@recyclens/functions/clients/aws');
  const recorder = dynamoDbRecorder(documentClient);
  const bare = replayer(stack.dynamoDbEndpoint);
  try {
    await writeQualitySection(
      'load',
      loadSection(
        await runLoad(stack.gatewayUrl, company, served, { record: recorder.record, replay: bare.replay }),
      ),
    );
  } finally {
    bare.close();
  }

  console.log('Lighthouse on the production build…');
  const outDir = mkdtempSync(join(tmpdir(), 'recyclens-lighthouse-'));
  try {
    const out = join(outDir, 'rows.json');
    // Not spawnSync: this process serves the API the pages call, so it must keep its event loop.
    const run = spawn(
      'npx',
      ['tsx', 'frontend/scripts/lighthouse.ts', out, '/login', '/dashboard', '/packages/overview'],
      {
        cwd: repoRoot,
        stdio: 'inherit',
        env: {
          ...process.env,
          LH_API_URL: stack.gatewayUrl,
          LH_PORT: String(webPort),
          LH_TOKEN: company.token,
          LH_COMPANY_ID: company.companyId,
        },
      },
    );
    const [status] = (await once(run, 'exit')) as [number | null];
    if (status !== 0) throw new Error('Lighthouse failed');
    const rows = z.array(lighthouseRowSchema).parse(JSON.parse(readFileSync(out, 'utf8')));
    const mark = (ok: boolean) => (ok ? '✅' : '❌');
    await writeQualitySection(
      'web',
      `## Web performance

Lighthouse 12 (desktop preset) in Debian's Chromium on the production build served by \`vite preview\`,
against the local API, the median of ${rows[0]?.runs ?? 0} runs per page (the run closest to the median FCP and TTI); the overview shows a company of 5,000 packages. First-load JS is the gzip -9 size of
every script the page fetched until Lighthouse finished.

| Page | Performance (≥ 95) | Accessibility (100) | Best practices | FCP | Speed Index | LCP | CLS | TBT | First-load JS gzip |
|---|---|---|---|---|---|---|---|---|---|
${rows
  .map(
    (row) =>
      `| \`${row.path}\` | ${row.performance} ${mark(row.performance >= 95)} | ${row.accessibility} ${mark(row.accessibility === 100)} | ${row.bestPractices} | ${row.fcpMs.toFixed(0)} ms | ${row.speedIndexMs.toFixed(0)} ms | ${row.lcpMs.toFixed(0)} ms | ${row.cls.toFixed(3)} | ${row.tbtMs.toFixed(0)} ms | ${row.firstLoadJsGzipKb.toFixed(1)} KB${row.path === '/login' ? ` (≤ 150 ${mark(row.firstLoadJsGzipKb <= 150)})` : ''} |`,
  )
  .join('\n')}

Audits not passed: ${rows.map((row) => `\`${row.path}\`: ${row.failedAudits.join(', ') || 'none'}`).join('; ')}.
`,
    );
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
  console.log('Written to docs/quality.md');
} finally {
  await stack.stop();
}
