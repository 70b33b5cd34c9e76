import { randomUUID } from 'node:crypto';
import { EXPORT_MAX_PACKAGES } from '@recyclens/shared';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { tenantKeys } from '../src/data/keys';
import { packageItem } from '../src/data/repositories/packages';
import { batchWrite, queryPage, type StoredItem } from '../src/data/table';
import { useApi } from './support/api';
import { createMember } from './support/sessions';
import { createTestTenant } from './support/tenants';

const call = useApi();
const tenant = await createTestTenant('exports');
const engineer = await createMember(tenant.clientId, {
  role: 'DEFAULT_USER',
  companyIds: [tenant.companyId],
});
const colleague = await createMember(tenant.clientId, {
  role: 'DEFAULT_USER',
  companyIds: [tenant.companyId],
});

type Job = {
  id: string;
  status: string;
  total: number;
  done: number;
  download: { url: string; expiresAt: string } | null;
  code?: string;
};
const pack = async (name: string, templateId = 'pet-bottle') =>
  (
    await call<{ id: string }>('POST', '/packages', {
      token: engineer.token,
      body: { name, templateId, draft: false },
    })
  ).body.id;
const waitForJob = async (id: string, token = engineer.token): Promise<Job> => {
  for (let i = 0; i < 600; i++) {
    const job = (await call<Job>('GET', `/exports/${id}`, { token })).body;
    if (job.status === 'done' || job.status === 'failed') return job;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('export did not finish');
};

describe('exports', () => {
  it('exports the selected packaging as an XLSX summary at once, with a download link', async () => {
    const first = await pack('Summary bottle');
    const second = await pack('Summary jar', 'glass-jar');
    await call('POST', `/packages/${first}/assessments`, {
      token: engineer.token,
      body: { countryIds: ['DE', 'FR'] },
    });
    const job = await call<Job>('POST', '/exports', {
      token: engineer.token,
      body: { format: 'xlsx', packageIds: [first, second] },
    });
    expect(job.body).toMatchObject({ status: 'done', total: 2, done: 2 });
    const file = await fetch(job.body.download?.url ?? '');
    expect(file.headers.get('content-disposition')).toContain('attachment');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(await file.arrayBuffer());
    const names: string[] = [];
    book.worksheets[0]?.eachRow((row, index) => {
      if (index > 1) names.push(String(row.getCell(1).value));
    });
    expect(names.sort()).toEqual(['Summary bottle', 'Summary jar']);
  });

  it('runs a larger PDF export as a job the caller can follow, and announces the report', async () => {
    for (let i = 0; i < 22; i++) await pack(`Bulk ${i}`);
    const started = await call<Job>('POST', '/exports', { token: engineer.token, body: { format: 'pdf' } });
    expect(started.status).toBe(200);
    expect(['queued', 'running', 'done']).toContain(started.body.status);
    expect(started.body.total).toBeGreaterThanOrEqual(22);
    const finished = await waitForJob(started.body.id);
    expect(finished.status).toBe('done');
    expect(finished.done).toBe(finished.total);
    const pdf = Buffer.from(await (await fetch(finished.download?.url ?? '')).arrayBuffer());
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const news = await queryPage<StoredItem & { type: string }>({
      partition: tenantKeys.notificationsPartition(tenant.clientId, tenant.companyId),
      limit: 200,
    });
    expect(news.items.some((item) => item.type === 'NEW_REPORT')).toBe(true);
    expect((await call('GET', `/exports/${started.body.id}`, { token: colleague.token })).status).toBe(404);
  }, 60_000);

  it('refuses unknown packaging and an empty company', async () => {
    const unknown = await call<Job>('POST', '/exports', {
      token: engineer.token,
      body: { format: 'pdf', packageIds: ['nope'] },
    });
    expect(unknown.status).toBe(404);
    const empty = await createTestTenant('empty');
    const loner = await createMember(empty.clientId, { role: 'DEFAULT_USER', companyIds: [empty.companyId] });
    const nothing = await call<Job>('POST', '/exports', { token: loner.token, body: { format: 'xlsx' } });
    expect(nothing.status).toBe(400);
    expect((await call('POST', '/exports', { token: loner.token, body: { format: 'docx' } })).status).toBe(
      400,
    );
  });

  it('exports all of a company up to the most an export holds, and refuses more rather than cut it short', async () => {
    const big = await createTestTenant('big-export');
    const owner = await createMember(big.clientId, { role: 'DEFAULT_USER', companyIds: [big.companyId] });
    const now = new Date().toISOString();
    const seeded = Array.from({ length: EXPORT_MAX_PACKAGES + 1 }, (_, index) =>
      packageItem({
        id: randomUUID(),
        clientId: big.clientId,
        companyId: big.companyId,
        name: `Seeded ${index}`,
        description: '',
        categoryId: null,
        projectId: null,
        projectName: null,
        assessmentCountryId: null,
        draft: false,
        components: [],
        createdAt: now,
        updatedAt: now,
        contentUpdatedAt: now,
        lastAssessedAt: null,
        version: 1,
      }),
    );
    await batchWrite(seeded.map((item) => ({ PutRequest: { Item: item } })));

    const tooMany = await call<Job>('POST', '/exports', { token: owner.token, body: { format: 'xlsx' } });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.code).toBe('EXPORT_TOO_LARGE');

    const removed = await call('DELETE', `/packages/${seeded[0]?.id ?? ''}?version=1`, {
      token: owner.token,
    });
    expect(removed.status).toBe(200);
    const all = await call<Job>('POST', '/exports', { token: owner.token, body: { format: 'xlsx' } });
    expect(all.status).toBe(200);
    expect(all.body.total).toBe(EXPORT_MAX_PACKAGES);
    const finished = await waitForJob(all.body.id, owner.token);
    expect(finished).toMatchObject({ status: 'done', done: EXPORT_MAX_PACKAGES });
  }, 120_000);
});
