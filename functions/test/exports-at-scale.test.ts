import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { ListObjectsV2Command } from '@aws-sdk/client-s3';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { s3Client } from '../src/data/aws/clients';
import { tenantKeys } from '../src/data/keys';
import { putItem, queryPage, type StoredItem } from '../src/data/table';
import { useApi } from './support/api';
import { portfolioPackage, writePortfolio } from './support/large-portfolio';
import { createMember } from './support/sessions';
import { createTestTenant } from './support/tenants';

/**
 * "Export all" at the large customer's 50,000 packaging (issue 21 §4): the summary is streamed
 * into the bucket while the job reads the company page by page, and its progress is kept on a
 * job item that stays small. The packaging is written straight into the table once (about a
 * minute); a run failing half-way and its retry are in exports.test.ts, at 2,500.
 */
const SIZE = 50_000;
const call = useApi();

interface Job {
  id: string;
  status: string;
  total: number;
  done: number;
  download: { url: string } | null;
  code?: string;
}

let owner: { token: string };
let company: { clientId: string; companyId: string };
let lastName = '';

beforeAll(async () => {
  const tenant = await createTestTenant('export-50k');
  company = tenant;
  owner = await createMember(tenant.clientId, { role: 'DEFAULT_USER', companyIds: [tenant.companyId] });
  const project = { ...tenant, projectId: randomUUID(), projectName: 'Bottles' };
  const packages = Array.from({ length: SIZE }, (_, index) => portfolioPackage(project, index));
  lastName = packages[SIZE - 1]?.name ?? '';
  // The export reads the packaging by name, never the search index.
  await writePortfolio(packages, { searchIndex: false });
  // The company's counter, as the writes of the API keep it (decision 011).
  await putItem({ ...tenantKeys.portfolio(tenant.clientId, tenant.companyId), packages: SIZE });
}, 240_000);

/** Polls the job as the web app does; answers it finished, with every `done` seen on the way. */
const follow = async (id: string) => {
  const seen: number[] = [];
  for (;;) {
    const job = (await call<Job>('GET', `/exports/${id}`, { token: owner.token })).body;
    seen.push(job.done);
    if (job.status === 'done' || job.status === 'failed') return { job, seen };
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
};

/** The packaging sheet's data rows, read as a stream: their count and the first and last name. */
const packagingRows = async (url: string) => {
  const response = await fetch(url);
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(
    Readable.fromWeb(response.body as WebReadableStream),
    { worksheets: 'emit', sharedStrings: 'cache', styles: 'ignore', hyperlinks: 'ignore' },
  );
  const names: string[] = [];
  for await (const sheet of reader) {
    for await (const row of sheet) if (row.number > 1) names.push(String(row.getCell(1).value));
    break;
  }
  return { count: names.length, first: names[0], last: names.at(-1) };
};

const objectsOfCompany = async () =>
  (
    (
      await (
        await s3Client()
      ).send(
        new ListObjectsV2Command({
          Bucket: process.env.REPORTS_BUCKET,
          Prefix: `exports/${company.clientId}/${company.companyId}/`,
        }),
      )
    ).Contents ?? []
  ).map((object) => object.Key);

describe(`export all of ${SIZE.toLocaleString('en')} packaging`, () => {
  it('streams the XLSX summary of every packaging, with progress, from a job item that stays small', async () => {
    const started = await call<Job>('POST', '/exports', { token: owner.token, body: { format: 'xlsx' } });
    expect(started.status).toBe(200);
    expect(started.body.total).toBe(SIZE);
    const stored = await queryPage<StoredItem>({
      partition: tenantKeys.exportJob(company.clientId, company.companyId, started.body.id).pk,
      limit: 10,
    });
    expect(stored.items.map((item) => item.sk)).toEqual(['EXPORT']);
    expect(JSON.stringify(stored.items[0]).length).toBeLessThan(2000);

    const { job, seen } = await follow(started.body.id);
    expect(job).toMatchObject({ status: 'done', done: SIZE, total: SIZE });
    expect(seen.some((done) => done > 0 && done < SIZE)).toBe(true);
    const rows = await packagingRows(job.download?.url ?? '');
    expect(rows).toEqual({ count: SIZE, first: 'Bottle 00000', last: lastName });
    expect(await objectsOfCompany()).toEqual([
      `exports/${company.clientId}/${company.companyId}/${started.body.id}.xlsx`,
    ]);
  }, 300_000);

  it('refuses the PDF reports of all of it, offering the XLSX', async () => {
    const answer = await call<Job>('POST', '/exports', { token: owner.token, body: { format: 'pdf' } });
    expect([answer.status, answer.body.code]).toEqual([400, 'EXPORT_PDF_TOO_LARGE']);
  });
});
