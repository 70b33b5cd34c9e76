import { randomUUID } from 'node:crypto';
import {
  PDF_EXPORT_MAX_PACKAGES,
  type RouteAnswerJson,
  type RouteBody,
  type Routes,
} from '@recyclens/shared';
import { expiryIn } from '../../data/expiry';
import {
  getExportJob,
  isStale,
  putExportJob,
  requeueExportJob,
  type ExportJobItem,
  type NewExportJob,
} from '../../data/repositories/export-jobs';
import { allCompanyPackages, packagesOfCompany, projectPackagesPage } from '../../data/repositories/packages';
import { getProject } from '../../data/repositories/projects';
import { readPortfolio } from '../../data/repositories/portfolio';
import { nowIso } from '../../data/clock';
import { putAuditEntry } from '../../data/repositories/audit-entries';
import { AppError } from '../../errors/app-error';
import type { Caller } from '../../http/caller';
import { auditEntryBy } from '../tenants/audit-log';
import { dispatchJob, type ExportJobEvent } from '../../jobs/dispatch';
import type { Logger } from '../../logging/logger';
import { shortLivedLink } from '../../storage/links';
import { runExport } from './export-run';
import { companyOf } from '../packaging/package-access';
import { storedFieldsView } from '../stored-fields-view';

/** The export worker's entry (groups/packaging/export-worker.ts) imports it from here. */
export { runExport } from './export-run';

/** Exports this small finish within the request; larger ones run as a job the UI follows. */
const INLINE_LIMIT = 20;
const JOB_DAYS = 7;

type ExportJson = RouteAnswerJson<Routes['exportJob']>;

/** A name as a file name's stem: letters and digits of any script, the rest one hyphen. */
const fileStem = (name: string) =>
  name
    .normalize('NFC')
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80);

/** One packaging's report is saved under its name and the day; several under the kind and the day. */
const fileNameOf = (job: ExportJobItem) => {
  const day = job.createdAt.slice(0, 10);
  if (job.kind === 'epr_declaration') return `recyclens-epr-declaration-${job.year}-${day}.xlsx`;
  const stem = job.title ? fileStem(job.title) : '';
  if (stem) return `${stem}-${day}.${job.format}`;
  return `recyclens-${job.format === 'pdf' ? 'reports' : 'summary'}-${day}.${job.format}`;
};

const view = async (job: ExportJobItem): Promise<ExportJson> => {
  // A job whose worker is gone (a timeout, a crash) would otherwise show "running" for ever.
  const lost = isStale(job);
  return {
    ...storedFieldsView(job),
    format: job.format,
    status: lost ? 'failed' : job.status,
    // "All" starts from the portfolio counter, which the rows written may pass.
    total: Math.max(job.total, job.done),
    done: job.done,
    error: lost ? 'The export stopped. Please try again.' : job.error,
    download:
      job.status === 'done' && job.objectKey
        ? await shortLivedLink('reports', job.objectKey, { fileName: fileNameOf(job), download: true })
        : null,
  };
};

/** The selection, checked: only ids of this company's packaging count; one packaging's name with it. */
const checkedSelection = async (
  caller: Caller,
  requested: string[],
): Promise<{ ids: string[]; title?: string }> => {
  const companyId = companyOf(caller);
  const unique = [...new Set(requested)];
  const found = await packagesOfCompany(caller.clientId, companyId, unique);
  const existing = new Set(found.filter((pkg) => !pkg.deletedAt).map((pkg) => pkg.id));
  const missing = unique.filter((id) => !existing.has(id));
  if (missing.length > 0)
    throw new AppError('NOT_FOUND', {
      fields: { packageIds: `Unknown packaging: ${missing.slice(0, 5).join(', ')}` },
    });
  const [sole] = found;
  return unique.length === 1 && sole ? { ids: unique, title: sole.name } : { ids: unique };
};

/**
 * How much "all" is: counted exactly up to the PDF limit (a few reads), which is what a PDF and
 * the choice to run inline need; beyond it the portfolio counter (one read) gives the job's
 * progress its total, and the job counts the rows it writes.
 */
const companyTotal = async (caller: Caller): Promise<number> => {
  const companyId = companyOf(caller);
  const first = await allCompanyPackages(caller.clientId, companyId, PDF_EXPORT_MAX_PACKAGES + 1);
  if (first.length <= PDF_EXPORT_MAX_PACKAGES) return first.length;
  return Math.max(first.length, (await readPortfolio(caller.clientId, companyId)).packages);
};

/**
 * How much of a project is exported: counted up to the PDF limit (that check needs it); beyond,
 * the count is where the job starts and the rows it writes raise it.
 */
const projectTotal = async (caller: Caller, projectId: string): Promise<number> => {
  const companyId = companyOf(caller);
  if (!(await getProject(caller.clientId, companyId, projectId)))
    throw new AppError('VALIDATION_FAILED', { fieldProblems: { projectId: { code: 'UNKNOWN_PROJECT' } } });
  const page = await projectPackagesPage(caller.clientId, companyId, projectId, {
    limit: PDF_EXPORT_MAX_PACKAGES + 1,
  });
  return page.items.filter((pkg) => !pkg.deletedAt).length;
};

const start = async (job: NewExportJob, logger: Logger): Promise<void> => {
  const event: ExportJobEvent = {
    kind: 'export-job',
    clientId: job.clientId,
    companyId: job.companyId,
    exportId: job.id,
    userId: job.userId,
  };
  // A small export that fails answers its failed job, which the caller can retry like any other.
  if (job.total <= INLINE_LIMIT)
    await runExport(event).catch((error: unknown) => logger.error('export failed', { error }));
  else await dispatchJob(event, runExport, logger);
};

export const createExport = async (
  caller: Caller,
  body: RouteBody<Routes['createExport']>,
  logger: Logger,
) => {
  const checked =
    body.packageIds && body.packageIds.length > 0
      ? await checkedSelection(caller, body.packageIds)
      : undefined;
  const selection = checked?.ids;
  const total = selection
    ? selection.length
    : body.projectId
      ? await projectTotal(caller, body.projectId)
      : await companyTotal(caller);
  if (total === 0)
    throw new AppError('VALIDATION_FAILED', { fieldProblems: { packageIds: { code: 'NOTHING_TO_EXPORT' } } });
  if (body.format === 'pdf' && total > PDF_EXPORT_MAX_PACKAGES) throw new AppError('EXPORT_PDF_TOO_LARGE');
  const now = nowIso();
  const id = randomUUID();
  const companyId = companyOf(caller);
  const job: NewExportJob = {
    id,
    clientId: caller.clientId,
    companyId,
    userId: caller.userId,
    format: body.format,
    ...(body.kind === 'epr_declaration' ? { kind: body.kind, year: body.year } : {}),
    status: 'queued',
    scope: selection ? 'selection' : body.projectId ? 'project' : 'all',
    ...(body.projectId && !selection ? { projectId: body.projectId } : {}),
    parts: 0,
    ...(checked?.title ? { title: checked.title } : {}),
    total,
    done: 0,
    attempt: 0,
    startedAt: now,
    objectKey: null,
    error: null,
    createdAt: now,
    updatedAt: now,
    version: 1,
    ttl: expiryIn(JOB_DAYS * 24 * 3600).ttl,
  };
  await putExportJob(job, selection ?? []);
  await putAuditEntry(
    auditEntryBy(
      caller,
      'EXPORT_STARTED',
      { kind: 'export', id, label: body.format },
      { company: companyId, scope: job.scope, packages: String(total) },
    ),
  );
  await start(job, logger);
  return exportStatus(caller, id);
};

/** The caller's own export; other users' exports of the company stay theirs. */
const ownJob = async (caller: Caller, exportId: string): Promise<ExportJobItem> => {
  const job = await getExportJob(
    { clientId: caller.clientId, companyId: companyOf(caller), id: exportId },
    { consistent: true },
  );
  if (!job || job.userId !== caller.userId) throw new AppError('NOT_FOUND');
  return job;
};

export const exportStatus = async (caller: Caller, exportId: string) => view(await ownJob(caller, exportId));

/**
 * Runs a failed (or lost) export again as the same job: the same selection, the same object key
 * (the file of a new run replaces any earlier one), and one announcement once it is done.
 */
export const retryExport = async (caller: Caller, exportId: string, logger: Logger) => {
  const job = await ownJob(caller, exportId);
  const queued = await requeueExportJob(job);
  if (!queued) throw new AppError('EXPORT_NOT_RETRYABLE');
  await start(queued, logger);
  return exportStatus(caller, exportId);
};
