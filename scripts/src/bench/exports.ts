import { exportJobSchema, routes } from '@recyclens/shared';
import type { BenchCompany } from './bench-stack';

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
