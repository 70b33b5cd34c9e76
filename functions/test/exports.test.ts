import { randomUUID } from 'node:crypto';
import { ListObjectsV2Command, UploadPartCommand } from '@aws-sdk/client-s3';
import { PDF_EXPORT_MAX_PACKAGES } from '@recyclens/shared';
import ExcelJS from 'exceljs';
import { describe, expect, it, vi } from 'vitest';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient, s3Client } from '../src/data/aws/clients';
import { tenantKeys } from '../src/data/keys';
import { EXPORT_PART_IDS } from '../src/data/repositories/export-jobs';
import { queryPage, updateFields, type StoredItem } from '../src/data/table';
import { runExport } from '../src/services/imports-and-exports/exports';
import { useApi } from './support/api';
import { exportedNames, waitForExport, type ExportJobAnswer } from './support/export-jobs';
import { portfolioPackage, writePortfolio } from './support/large-portfolio';
import { companyMember } from './support/company-members';
import { createTestTenant } from './support/tenants';

const call = useApi();
const tenant = await createTestTenant('exports');
const engineer = await companyMember(tenant);
const colleague = await companyMember(tenant);

type Job = ExportJobAnswer;
const pack = async (name: string, templateId = 'pet-bottle') =>
  (
    await call<{ id: string }>('POST', '/packages', {
      token: engineer.token,
      body: { name, templateId, draft: false },
    })
  ).body.id;
const waitForJob = (id: string, token = engineer.token) => waitForExport(call, id, token);

/** S3 refuses every uploaded part until the returned spy is restored: no export file can be written. */
const refuseUploadParts = async () => {
  const s3 = await s3Client();
  const send = s3.send.bind(s3);
  return vi
    .spyOn(s3, 'send')
    .mockImplementation(((command: unknown, ...rest: unknown[]) =>
      command instanceof UploadPartCommand
        ? Promise.reject(new Error('injected: the part was refused'))
        : (send as (...args: unknown[]) => Promise<unknown>)(command, ...rest)) as typeof s3.send);
};
const sheetNames = exportedNames;

/** Every stored object under a key prefix of the reports bucket. */
const objectsUnder = async (prefix: string) =>
  (
    (
      await (
        await s3Client()
      ).send(new ListObjectsV2Command({ Bucket: process.env.REPORTS_BUCKET, Prefix: prefix }))
    ).Contents ?? []
  ).map((object) => object.Key);

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
    const noneChosen = await call<Job & { fields?: Record<string, string> }>('POST', '/exports', {
      token: engineer.token,
      malformed: true,
      body: { format: 'xlsx', packageIds: [] },
    });
    expect(noneChosen.status).toBe(400);
    expect(noneChosen.body.fields).toEqual({ packageIds: 'Choose at least one packaging' });
    const empty = await createTestTenant('empty');
    const loner = await companyMember(empty);
    const nothing = await call<Job>('POST', '/exports', { token: loner.token, body: { format: 'xlsx' } });
    expect(nothing.status).toBe(400);
    expect(
      (await call('POST', '/exports', { token: loner.token, malformed: true, body: { format: 'docx' } }))
        .status,
    ).toBe(400);
  });

  it('refuses a PDF of more packaging than one PDF holds, offering the XLSX, which runs as a job', async () => {
    const big = await createTestTenant('big-export');
    const owner = await companyMember(big);
    const project = { ...big, projectId: randomUUID(), projectName: 'Big project' };
    const seeded = Array.from({ length: PDF_EXPORT_MAX_PACKAGES + 1 }, (_, index) =>
      portfolioPackage(project, index),
    );
    await writePortfolio(seeded);

    const tooMany = await call<Job>('POST', '/exports', { token: owner.token, body: { format: 'pdf' } });
    expect([tooMany.status, tooMany.body.code]).toEqual([400, 'EXPORT_PDF_TOO_LARGE']);
    expect((tooMany.body as { message?: string }).message).toContain('XLSX summary');
    const selected = await call<Job>('POST', '/exports', {
      token: owner.token,
      body: { format: 'pdf', packageIds: seeded.map((pkg) => pkg.id) },
    });
    expect(selected.body.code).toBe('EXPORT_PDF_TOO_LARGE');

    const removed = await call('DELETE', `/packages/${seeded[0]?.id ?? ''}?version=1`, {
      token: owner.token,
    });
    expect(removed.status).toBe(200);
    const pdf = await call<Job>('POST', '/exports', {
      token: owner.token,
      body: { format: 'pdf', packageIds: seeded.slice(1, 31).map((pkg) => pkg.id) },
    });
    expect(pdf.status).toBe(200);

    const xlsx = await call<Job>('POST', '/exports', { token: owner.token, body: { format: 'xlsx' } });
    expect(xlsx.status).toBe(200);
    const finished = await waitForJob(xlsx.body.id, owner.token);
    expect(finished).toMatchObject({
      status: 'done',
      done: PDF_EXPORT_MAX_PACKAGES,
      total: PDF_EXPORT_MAX_PACKAGES,
    });
    expect(await sheetNames(finished)).toHaveLength(PDF_EXPORT_MAX_PACKAGES);
    expect((await waitForJob(pdf.body.id, owner.token)).status).toBe('done');
  }, 120_000);

  it('keeps a large selection in parts beside a small job, exports it in the order chosen, and retries a run that failed half-way', async () => {
    const chosen = await createTestTenant('selection');
    const owner = await companyMember(chosen);
    const project = { ...chosen, projectId: randomUUID(), projectName: 'Chosen' };
    const seeded = Array.from({ length: EXPORT_PART_IDS * 2 + 500 }, (_, index) =>
      portfolioPackage(project, index),
    );
    await writePortfolio(seeded);
    const ids = seeded.map((pkg) => pkg.id).reverse();

    const started = await call<Job>('POST', '/exports', {
      token: owner.token,
      body: { format: 'xlsx', packageIds: ids },
    });
    expect(started.body.total).toBe(ids.length);
    const stored = await queryPage<StoredItem>({
      partition: tenantKeys.exportJob(chosen.clientId, chosen.companyId, started.body.id).pk,
      limit: 10,
    });
    const job = stored.items.find((item) => item.sk === 'EXPORT');
    expect(JSON.stringify(job).length).toBeLessThan(2000);
    expect(stored.items.filter((item) => item.sk.startsWith('PART#'))).toHaveLength(3);

    const finished = await waitForJob(started.body.id, owner.token);
    expect(finished).toMatchObject({ status: 'done', done: ids.length });
    const names = await sheetNames(finished);
    expect(names[0]).toBe(seeded[seeded.length - 1]?.name);
    expect(names.at(-1)).toBe(seeded[0]?.name);

    // A second export of the same selection loses the table half-way, at its second part.
    const send = documentClient.send.bind(documentClient);
    const failing = vi
      .spyOn(documentClient, 'send')
      .mockImplementation(((command: unknown, ...rest: unknown[]) =>
        command instanceof GetCommand && command.input.Key?.sk === 'PART#0001'
          ? Promise.reject(new Error('injected: the table went away'))
          : (send as (...args: unknown[]) => Promise<unknown>)(
              command,
              ...rest,
            )) as typeof documentClient.send);
    const second = await call<Job>('POST', '/exports', {
      token: owner.token,
      body: { format: 'xlsx', packageIds: ids },
    });
    const failed = await waitForJob(second.body.id, owner.token);
    failing.mockRestore();
    expect(failed).toMatchObject({ status: 'failed', done: EXPORT_PART_IDS, download: null });
    expect((await call('POST', `/exports/${second.body.id}/retry`, { token: owner.token })).status).toBe(200);
    const retried = await waitForJob(second.body.id, owner.token);
    expect(retried).toMatchObject({ status: 'done', done: ids.length });
    expect(await sheetNames(retried)).toEqual(names);
    const prefix = `exports/${chosen.clientId}/${chosen.companyId}/`;
    expect((await objectsUnder(prefix)).sort()).toEqual(
      [`${prefix}${started.body.id}.xlsx`, `${prefix}${second.body.id}.xlsx`].sort(),
    );
    const news = await queryPage<StoredItem & { type: string; meta: { exportId?: string } }>({
      partition: tenantKeys.notificationsPartition(chosen.clientId, chosen.companyId),
      limit: 100,
    });
    expect(
      news.items
        .filter((item) => item.type === 'NEW_REPORT')
        .map((item) => item.meta.exportId)
        .sort(),
    ).toEqual([started.body.id, second.body.id].sort());
  }, 120_000);

  it('runs a failed export again as the same job: one file and one announcement in the end', async () => {
    const flaky = await createTestTenant('flaky-export');
    const owner = await companyMember(flaky);
    const project = { ...flaky, projectId: randomUUID(), projectName: 'Flaky' };
    await writePortfolio(Array.from({ length: 40 }, (_, index) => portfolioPackage(project, index)));

    const refused = await refuseUploadParts();
    const started = await call<Job>('POST', '/exports', { token: owner.token, body: { format: 'xlsx' } });
    const failed = await waitForJob(started.body.id, owner.token);
    refused.mockRestore();
    expect(failed).toMatchObject({ status: 'failed', download: null });
    const prefix = `exports/${flaky.clientId}/${flaky.companyId}/`;
    expect(await objectsUnder(prefix)).toEqual([]);

    const retried = await call<Job>('POST', `/exports/${started.body.id}/retry`, { token: owner.token });
    expect(retried.status).toBe(200);
    expect(retried.body.id).toBe(started.body.id);
    const finished = await waitForJob(started.body.id, owner.token);
    expect(finished).toMatchObject({ status: 'done', done: 40, total: 40 });
    expect(await sheetNames(finished)).toHaveLength(40);

    // A late repeat of the worker's invocation (Lambda retries asynchronous events) changes nothing.
    await runExport({
      kind: 'export-job',
      clientId: flaky.clientId,
      companyId: flaky.companyId,
      exportId: started.body.id,
      userId: owner.id,
    });
    const again = await call<Job>('POST', `/exports/${started.body.id}/retry`, { token: owner.token });
    expect([again.status, again.body.code]).toEqual([409, 'EXPORT_NOT_RETRYABLE']);
    expect(await objectsUnder(prefix)).toEqual([`${prefix}${started.body.id}.xlsx`]);
    const news = await queryPage<StoredItem & { type: string; meta: { exportId?: string } }>({
      partition: tenantKeys.notificationsPartition(flaky.clientId, flaky.companyId),
      limit: 200,
    });
    expect(
      news.items.filter((item) => item.type === 'NEW_REPORT' && item.meta.exportId === started.body.id),
    ).toHaveLength(1);
    expect((await call('POST', `/exports/${started.body.id}/retry`, { token: engineer.token })).status).toBe(
      404,
    );
  }, 120_000);

  it('answers a small export that failed at once as a failed job, and finishes it on retry', async () => {
    const first = await pack('Inline bottle');
    const refused = await refuseUploadParts();
    const failed = await call<Job>('POST', '/exports', {
      token: engineer.token,
      body: { format: 'xlsx', packageIds: [first] },
    });
    refused.mockRestore();
    expect(failed.status).toBe(200);
    expect(failed.body).toMatchObject({ status: 'failed', download: null });
    const retried = await call<Job>('POST', `/exports/${failed.body.id}/retry`, { token: engineer.token });
    expect(retried.body).toMatchObject({ status: 'done', done: 1 });
    expect(await sheetNames(retried.body)).toEqual(['Inline bottle']);
  });

  it('shows an export whose worker was lost as failed, and runs it again on retry', async () => {
    const id = (await call<Job>('POST', '/exports', { token: engineer.token, body: { format: 'xlsx' } })).body
      .id;
    await waitForJob(id);
    const key = tenantKeys.exportJob(tenant.clientId, tenant.companyId, id);
    const longAgo = new Date(Date.now() - 60 * 60 * 1000).toISOString();
    await updateFields(key, { status: 'running', startedAt: longAgo, objectKey: null });
    expect((await call<Job>('GET', `/exports/${id}`, { token: engineer.token })).body.status).toBe('failed');
    await call('POST', `/exports/${id}/retry`, { token: engineer.token });
    expect((await waitForJob(id)).status).toBe('done');
  }, 60_000);
});
