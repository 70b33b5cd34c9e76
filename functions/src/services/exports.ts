import { randomUUID } from 'node:crypto';
import {
  EXPORT_MAX_PACKAGES,
  XLSX_CONTENT_TYPE,
  type RouteAnswerJson,
  type RouteBody,
  type Routes,
} from '@recyclens/shared';
import { tenantKeys } from '../data/keys';
import { expiryIn } from '../data/expiry';
import { newNotificationItem } from '../data/repositories/notifications';
import { packageSortIndexes, type PackageItem } from '../data/repositories/packages';
import { getUser } from '../data/repositories/users';
import {
  batchGetItems,
  getItem,
  nowIso,
  putItem,
  queryAll,
  updateFields,
  type StoredItem,
} from '../data/table';
import { AppError } from '../errors/app-error';
import type { Caller } from '../http/caller';
import { dispatchJob, type ExportJobEvent } from '../jobs/dispatch';
import type { Logger } from '../logging/logger';
import { renderPackagesPdf, renderSummaryXlsx } from '../reports';
import { shortLivedLink } from '../storage/links';
import { putObject } from '../storage/objects';
import { companyOf } from './packages';
import { reportPackagesFor, reportTenant } from './report-data';
import { storedFieldsView } from './stored-fields-view';

/** Exports this small finish within the request; larger ones run as a job the UI follows. */
const INLINE_LIMIT = 20;
const JOB_DAYS = 7;

type ExportItem = StoredItem & {
  id: string;
  clientId: string;
  companyId: string;
  userId: string;
  format: 'pdf' | 'xlsx';
  status: 'queued' | 'running' | 'done' | 'failed';
  packageIds: string[];
  total: number;
  done: number;
  objectKey: string | null;
  error: string | null;
  createdAt: string;
  updatedAt: string;
  version: number;
};
type ExportJson = RouteAnswerJson<Routes['exportJob']>;

const fileNameOf = (job: ExportItem) =>
  `recyclens-${job.format === 'pdf' ? 'reports' : 'summary'}-${job.createdAt.slice(0, 10)}.${job.format}`;

const view = async (job: ExportItem): Promise<ExportJson> => ({
  ...storedFieldsView(job),
  format: job.format,
  status: job.status,
  total: job.total,
  done: job.done,
  error: job.error,
  download:
    job.status === 'done' && job.objectKey
      ? await shortLivedLink('reports', job.objectKey, { fileName: fileNameOf(job), download: true })
      : null,
});

/** The packaging of the export: the selection (only ids of this company count), or all of it. */
const selectedIds = async (caller: Caller, requested: string[] | undefined): Promise<string[]> => {
  const companyId = companyOf(caller);
  if (requested && requested.length > 0) {
    const unique = [...new Set(requested)];
    const found = await batchGetItems<PackageItem>(
      unique.map((id) => tenantKeys.package(caller.clientId, companyId, id)),
    );
    const existing = new Set(found.filter((pkg) => !pkg.deletedAt).map((pkg) => pkg.id));
    const missing = unique.filter((id) => !existing.has(id));
    if (missing.length > 0)
      throw new AppError('NOT_FOUND', {
        fields: { packageIds: `Unknown packaging: ${missing.slice(0, 5).join(', ')}` },
      });
    return unique;
  }
  // One more than the most an export holds, to tell "all of them" from "the first 5,000 of more".
  const all = await queryAll<PackageItem>(
    {
      index: packageSortIndexes.company.name,
      partition: tenantKeys.packagesPartition(caller.clientId, companyId),
    },
    EXPORT_MAX_PACKAGES + 1,
  );
  if (all.length > EXPORT_MAX_PACKAGES) throw new AppError('EXPORT_TOO_LARGE');
  return all.map((pkg) => pkg.id);
};

/** Renders, stores and announces one export; progress is kept on the job as it goes. */
export const runExport = async (event: ExportJobEvent): Promise<void> => {
  const key = tenantKeys.exportJob(event.clientId, event.companyId, event.exportId);
  const job = await getItem<ExportItem>(key);
  const user = await getUser(event.clientId, event.userId);
  if (!job || !user) return;
  try {
    await updateFields(key, { status: 'running' });
    const found = await batchGetItems<PackageItem>(
      job.packageIds.map((id) => tenantKeys.package(event.clientId, event.companyId, id)),
    );
    const byId = new Map(found.map((pkg) => [pkg.id, pkg]));
    const packages = job.packageIds.flatMap((id) => byId.get(id) ?? []);
    const language = user.language.toLowerCase() as 'en' | 'de' | 'fr';
    const [tenant, reportPackages] = await Promise.all([
      reportTenant(event.clientId),
      reportPackagesFor(packages, user.language),
    ]);
    const generatedAt = new Date();
    let lastReported = 0;
    const bytes =
      job.format === 'pdf'
        ? await renderPackagesPdf(reportPackages, tenant, language, generatedAt, {
            onProgress: (done) => {
              // A progress write every 10% keeps the job item current without a write per page.
              if (done - lastReported >= Math.max(1, Math.ceil(job.total / 10))) {
                lastReported = done;
                void updateFields(key, { done }).catch(() => undefined);
              }
            },
          })
        : await renderSummaryXlsx(reportPackages, tenant, language, generatedAt);
    const objectKey = `exports/${event.clientId}/${event.companyId}/${event.exportId}.${job.format}`;
    await putObject('reports', objectKey, {
      bytes,
      contentType: job.format === 'pdf' ? 'application/pdf' : XLSX_CONTENT_TYPE,
    });
    await updateFields(key, { status: 'done', done: job.total, objectKey });
    await putItem(
      newNotificationItem({
        clientId: event.clientId,
        companyId: event.companyId,
        type: 'NEW_REPORT',
        meta: {
          exportId: event.exportId,
          format: job.format,
          packages: job.total,
          by: `${user.firstName} ${user.lastName}`,
        },
      }),
    );
  } catch (error) {
    await updateFields(key, { status: 'failed', error: 'The export failed. Please try again.' }).catch(
      () => undefined,
    );
    throw error;
  }
};

export const createExport = async (
  caller: Caller,
  body: RouteBody<Routes['createExport']>,
  logger: Logger,
) => {
  const packageIds = await selectedIds(caller, body.packageIds);
  if (packageIds.length === 0)
    throw new AppError('VALIDATION_FAILED', { fields: { packageIds: 'There is no packaging to export.' } });
  const now = nowIso();
  const id = randomUUID();
  const companyId = companyOf(caller);
  const job: ExportItem = {
    ...tenantKeys.exportJob(caller.clientId, companyId, id),
    entity: 'ExportJob',
    id,
    clientId: caller.clientId,
    companyId,
    userId: caller.userId,
    format: body.format,
    status: 'queued',
    packageIds,
    total: packageIds.length,
    done: 0,
    objectKey: null,
    error: null,
    createdAt: now,
    updatedAt: now,
    version: 1,
    ttl: expiryIn(JOB_DAYS * 24 * 3600).ttl,
  };
  await putItem(job);
  const event: ExportJobEvent = {
    kind: 'export-job',
    clientId: caller.clientId,
    companyId,
    exportId: id,
    userId: caller.userId,
  };
  if (packageIds.length <= INLINE_LIMIT) await runExport(event);
  else await dispatchJob(event, runExport, logger);
  return exportStatus(caller, id);
};

export const exportStatus = async (caller: Caller, exportId: string) => {
  const job = await getItem<ExportItem>(tenantKeys.exportJob(caller.clientId, companyOf(caller), exportId), {
    consistent: true,
  });
  // Other users' exports of the company stay theirs.
  if (!job || job.userId !== caller.userId) throw new AppError('NOT_FOUND');
  return view(job);
};
