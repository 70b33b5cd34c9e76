import { exportJobSchema, routes } from '@recyclens/shared';
import type { BenchCompany } from './bench-stack';
import { withPeakMemory } from './stats';

const authorized = (company: BenchCompany) => ({
  authorization: `Bearer ${company.token}`,
  'content-type': 'application/json',
});

const packageIds = async (gatewayUrl: string, company: BenchCompany, count: number) => {
  const ids: string[] = [];
  let cursor: string | undefined;
  while (ids.length < count) {
    const query = new URLSearchParams({ sortBy: 'name', limit: '100', ...(cursor ? { cursor } : {}) });
    const answer = await fetch(`${gatewayUrl}/packages?${query}`, { headers: authorized(company) });
    const page = routes.packages.answer.parse(await answer.json());
    ids.push(...page.items.map((item) => item.id));
    if (!page.nextCursor) break;
    cursor = page.nextCursor;
  }
  return ids.slice(0, count);
};

/**
 * A PDF export of `count` packages through the API, as the web app runs it: the job is created,
 * rendered in the background and polled until its link is ready; the file is then downloaded.
 */
export const benchPdfExport = async (gatewayUrl: string, company: BenchCompany, count: number) => {
  const ids = await packageIds(gatewayUrl, company, count);
  const started = performance.now();
  const created = await fetch(`${gatewayUrl}/exports`, {
    method: 'POST',
    headers: authorized(company),
    body: JSON.stringify({ format: 'pdf', packageIds: ids }),
  });
  if (!created.ok) throw new Error(`POST /exports answered ${created.status}: ${await created.text()}`);
  let job = exportJobSchema.parse(await created.json());
  while (job.status !== 'done') {
    if (job.status === 'failed') throw new Error('The export failed');
    await new Promise((resolve) => setTimeout(resolve, 100));
    const polled = await fetch(`${gatewayUrl}/exports/${job.id}`, { headers: authorized(company) });
    job = exportJobSchema.parse(await polled.json());
  }
  const ms = performance.now() - started;
  const bytes = job.download ? (await (await fetch(job.download.url)).arrayBuffer()).byteLength : 0;
  return { packages: ids.length, ms, mb: bytes / 2 ** 20 };
};

/**
 * "Export all" as an XLSX summary through the API: created, run in the background (in this
 * process, as under `npm run dev`), polled until ready; the file is then downloaded. Memory is
 * sampled while the job runs: peak RSS above the start and peak heap of the whole process (the
 * gateway, the handlers and s3rver run in it too), and the process's CPU time (DynamoDB Local's
 * is not in it).
 */
export const benchXlsxExportAll = async (gatewayUrl: string, company: BenchCompany) => {
  const cpu = process.cpuUsage();
  const measured = await withPeakMemory(async () => {
    const created = await fetch(`${gatewayUrl}/exports`, {
      method: 'POST',
      headers: authorized(company),
      body: JSON.stringify({ format: 'xlsx' }),
    });
    if (!created.ok) throw new Error(`POST /exports answered ${created.status}: ${await created.text()}`);
    let job = exportJobSchema.parse(await created.json());
    let polls = 0;
    while (job.status !== 'done') {
      if (job.status === 'failed') throw new Error('The export failed');
      await new Promise((resolve) => setTimeout(resolve, 250));
      const polled = await fetch(`${gatewayUrl}/exports/${job.id}`, { headers: authorized(company) });
      job = exportJobSchema.parse(await polled.json());
      polls += 1;
    }
    return { job, polls };
  });
  // CPU time as well: on a busy machine the wall time says more about the neighbours.
  const used = process.cpuUsage(cpu);
  const { job } = measured.result;
  const bytes = job.download ? (await (await fetch(job.download.url)).arrayBuffer()).byteLength : 0;
  return {
    rows: job.done,
    ms: measured.ms,
    cpuMs: (used.user + used.system) / 1000,
    mb: bytes / 2 ** 20,
    peakExtraMb: measured.peakExtraMb,
    peakHeapMb: measured.peakHeapMb,
  };
};
