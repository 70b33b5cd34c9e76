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
import { portfolioPackage, portfolioStamp, writePortfolio } from './support/large-portfolio';
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
const bodyGrams = (index: number) => 20 + (index % 5) + 0.125;
const unitsOf = (index: number) => 100 + (index % 10);

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
  // Each a PET body with units placed in Spain in 2026, which the EPR declaration sums (issue 35 §4).
  const packages = Array.from({ length: SIZE }, (_, index) =>
    portfolioPackage(project, index, {
      components: [
        {
          id: `c${index}`,
          name: 'Body',
          familyId: 'rigid-plastic',
          materialId: 'pet',
          weight: bodyGrams(index),
          createdAt: portfolioStamp(10 + index),
          updatedAt: portfolioStamp(10 + index),
          version: 1,
        },
      ],
      unitsPlaced: [{ countryCode: 'ES', year: 2026, units: unitsOf(index) }],
    }),
  );
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

  it('sums the EPR declaration of every packaging as a job, the tonnes adding up to every gram placed', async () => {
    const started = await call<Job>('POST', '/exports', {
      token: owner.token,
      body: { format: 'xlsx', kind: 'epr_declaration', year: 2026 },
    });
    expect(started.status).toBe(200);
    const { job, seen } = await follow(started.body.id);
    expect(job).toMatchObject({ status: 'done', done: SIZE });
    expect(seen.some((done) => done > 0 && done < SIZE)).toBe(true);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(await (await fetch(job.download?.url ?? '')).arrayBuffer());
    const rows = (name: string) => {
      const found: unknown[][] = [];
      book.getWorksheet(name)?.eachRow((row, index) => {
        if (index > 1) found.push((row.values as unknown[]).slice(1));
      });
      return found;
    };
    let grams = 0;
    let units = 0;
    for (let index = 0; index < SIZE; index++) {
      grams += bodyGrams(index) * unitsOf(index);
      units += unitsOf(index);
    }
    // Bottles (even) and trays (odd) of PET go to their two Ecoembes rows; nothing is left unpriced.
    const tonnes = rows('Tonnes 2026');
    expect(tonnes.map((row) => row[3]).sort()).toEqual([
      'PET – Bandejas y otros rígidos',
      'PET – Otras botellas',
    ]);
    const declared = tonnes.reduce((sum, row) => sum + Number(row[4]), 0);
    expect(declared).toBeCloseTo(grams / 1_000_000, 6);
    expect(rows('Units 2026')).toEqual([['Spain', 'Ecoembes', SIZE, units]]);
  }, 300_000);
});
