import { mkdir, writeFile } from 'node:fs/promises';
import { cpus, totalmem } from 'node:os';
import { join } from 'node:path';
import { repoRoot, startBenchStack } from './bench-stack';
import { benchXlsxExportAll } from './exports';

/**
 * `npm run bench:exports`: "Export all" as an XLSX summary at 5,000 and 50,000 packaging (issue 21
 * §4), through the API: the time from the request to the file in the bucket, the file's size, and
 * the process's peak memory while the job runs, written to docs/benchmarks/exports.md.
 */
const SIZES = (process.env.BENCH_SIZES ?? '5000,50000').split(',').map(Number);
/** Lambda's limit for one invocation of the export worker. */
const WORKER_LIMIT_MS = 15 * 60 * 1000;

const stack = await startBenchStack();
try {
  const rows: string[] = [];
  for (const size of SIZES) {
    const projects = Math.max(5, Math.round(size / 25));
    console.log(`Importing ${size.toLocaleString('en')} packages in ${projects} projects…`);
    const company = await stack.company(`export${size}`, size, projects);
    // The import's garbage is not the export's: collected first when the script runs with --expose-gc.
    (globalThis as { gc?: () => void }).gc?.();
    console.log(`Exporting all ${size.toLocaleString('en')} as XLSX…`);
    const run = await benchXlsxExportAll(stack.gatewayUrl, company);
    const perSecond = run.rows / (run.ms / 1000);
    const perCpuSecond = run.rows / (run.cpuMs / 1000);
    console.log(
      `${size}: ${(run.ms / 1000).toFixed(1)} s, ${run.mb.toFixed(1)} MB, +${run.peakExtraMb.toFixed(0)} MB RSS`,
    );
    rows.push(
      `| ${size.toLocaleString('en')} | ${run.rows.toLocaleString('en')} | ${(run.ms / 1000).toFixed(1)} s | ${(run.cpuMs / 1000).toFixed(1)} s | ${Math.round(perSecond).toLocaleString('en')} | ${run.mb.toFixed(1)} MB | +${run.peakExtraMb.toFixed(0)} MB | ${run.peakHeapMb.toFixed(0)} MB | ${Math.round((perSecond * WORKER_LIMIT_MS) / 1000).toLocaleString('en')} / ${Math.round((perCpuSecond * WORKER_LIMIT_MS) / 1000).toLocaleString('en')} |`,
    );
  }
  const report = `# Export benchmark

Measured by \`npm run bench:exports\` on ${new Date().toISOString().slice(0, 10)}, ${cpus().length} cores, ${Math.round(totalmem() / 2 ** 30)} GiB,
Node ${process.version}, against DynamoDB Local (in memory) and s3rver through the local gateway and the real
handlers; the export job runs in the same process, as under \`npm run dev\` (docs/decisions/014). The companies
are filled by the real import (packaging with two components each, none assessed). The machine is measured
as it is (docs/decisions/008).

"Export all" as an XLSX summary: from \`POST /exports\` to the job done (the file complete in the bucket),
polled every 250 ms. Memory is the whole process's (gateway, handlers and s3rver), sampled every 20 ms
while the job runs, after a garbage collection: its peak RSS above the start and its peak heap.

| Packaging | Rows written | Time | CPU time (this process) | Rows/s | File | Peak RSS | Peak heap | Rows in 15 min: wall / CPU rate |
|---|---|---|---|---|---|---|---|---|
${rows.join('\n')}

The export worker has 15 minutes per invocation (Lambda's limit); the last column is how far one run
would get at this wall-clock rate, and at the rate this process's CPU time allows (the handlers' own
work, without DynamoDB Local's; on a busy machine the wall time says more about the neighbours).
`;
  await mkdir(join(repoRoot, 'docs', 'benchmarks'), { recursive: true });
  await writeFile(join(repoRoot, 'docs', 'benchmarks', 'exports.md'), report);
  console.log(report);
} finally {
  await stack.stop();
}
