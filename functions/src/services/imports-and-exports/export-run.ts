import { finished } from 'node:stream/promises';
import { contentLanguageOf, XLSX_CONTENT_TYPE, type Language } from '@recyclens/shared';
import {
  claimExportJob,
  ExportSupersededError,
  failExportJob,
  finishExportJob,
  reportExportProgress,
  type ExportJobItem,
} from '../../data/repositories/export-jobs';
import { newNotificationItem } from '../../data/repositories/notifications';
import { readPortfolio } from '../../data/repositories/portfolio';
import { getUser } from '../../data/repositories/users';
import type { ExportJobEvent } from '../../jobs/dispatch';
import {
  renderEprDeclarationXlsx,
  renderPackagesPdf,
  sortedCountries,
  writeSummaryXlsx,
  type ReportPackage,
} from '../../reports';
import { ObjectUpload } from '../../storage/object-upload';
import { putObject } from '../../storage/objects';
import { exportPackagePages } from './export-source';
import { lookupsFor } from '../packaging/lookups';
import { reportPackagesFor, reportTenant } from './report-data';
import { declarationBook, declarationFor } from './epr-declaration';
import { recordMetric } from '../../observability/metrics';
import { traced } from '../../observability/tracing';

/** Counts the packaging written and keeps the job's `done` current, one write per tenth of the job. */
const progressOf = (job: ExportJobItem) => {
  const step = Math.max(1, Math.ceil(job.total / 10));
  let done = 0;
  let reported = 0;
  return {
    get done() {
      return done;
    },
    async add(count: number) {
      done += count;
      if (done - reported < step) return;
      reported = done;
      await reportExportProgress(job, done);
    },
  };
};

/** The report rows of the job's packaging, page by page, counted into the job's progress. */
async function* reportPages(
  job: ExportJobItem,
  language: Language,
  progress: ReturnType<typeof progressOf>,
): AsyncGenerator<ReportPackage[]> {
  for await (const page of exportPackagePages(job)) {
    yield await reportPackagesFor(page, language);
    await progress.add(page.length);
  }
}

/**
 * The country columns of a summary are fixed before its first row: the countries any packaging of
 * the company has a latest result for, from the portfolio counters (decision 011), in one read.
 */
const summaryCountries = async (job: ExportJobItem, language: Language) => {
  const [counts, lookups] = await Promise.all([
    readPortfolio(job.clientId, job.companyId),
    lookupsFor(language),
  ]);
  const nameOf = (id: string) => lookups.country.find((entry) => entry.id === id)?.name ?? id;
  return sortedCountries([...counts.grades.keys()].map(nameOf), contentLanguageOf(language));
};

/** Streams the XLSX summary into the bucket by a multipart upload; answers the rows written. */
const storeSummary = async (job: ExportJobItem, objectKey: string, language: Language): Promise<number> => {
  const [tenant, countries] = await Promise.all([
    reportTenant(job.clientId),
    summaryCountries(job, language),
  ]);
  const progress = progressOf(job);
  const upload = new ObjectUpload('reports', objectKey, XLSX_CONTENT_TYPE);
  try {
    await writeSummaryXlsx(upload, reportPages(job, language, progress), {
      tenant,
      language: contentLanguageOf(language),
      generatedAt: new Date(),
      countries,
    });
  } catch (error) {
    // Aborts the multipart upload: a failed run leaves no object (parts the abort cannot remove go
    // with the bucket's lifecycle rule, docs/deploy.md).
    upload.destroy(error instanceof Error ? error : new Error(String(error)));
    await finished(upload).catch(() => undefined);
    throw error;
  }
  return progress.done;
};

/** PDF exports are bounded (PDF_EXPORT_MAX_PACKAGES): read whole, rendered, stored in one put. */
const storePdf = async (job: ExportJobItem, objectKey: string, language: Language): Promise<number> => {
  const tenant = await reportTenant(job.clientId);
  const packages: ReportPackage[] = [];
  for await (const page of exportPackagePages(job))
    packages.push(...(await reportPackagesFor(page, language)));
  const progress = progressOf(job);
  let rendered = 0;
  let writes = Promise.resolve();
  const bytes = await traced('pdf-render', () =>
    renderPackagesPdf(packages, tenant, contentLanguageOf(language), new Date(), {
      onProgress: (done) => {
        const added = done - rendered;
        rendered = done;
        writes = writes.then(() => progress.add(added));
        // Awaited after rendering; until then a refused write must not count as unhandled.
        writes.catch(() => undefined);
      },
    }),
  );
  await writes;
  await putObject('reports', objectKey, { bytes, contentType: 'application/pdf' });
  return packages.length;
};

/**
 * The EPR declaration of the job's packaging for its year: summed page by page as the job reads
 * them (a few rows per country, whatever the company's size), then written and stored whole.
 */
const storeEprDeclaration = async (
  job: ExportJobItem,
  objectKey: string,
  language: Language,
): Promise<number> => {
  const declaration = declarationFor(job.year ?? new Date().getUTCFullYear());
  const progress = progressOf(job);
  for await (const page of exportPackagePages(job)) {
    for (const pkg of page) declaration.add(pkg);
    await progress.add(page.length);
  }
  const lookups = await lookupsFor(language);
  const nameOf = (kind: 'country' | 'material', id: string) =>
    lookups[kind].find((entry) => entry.id === id)?.name ?? id;
  const bytes = await renderEprDeclarationXlsx(
    declarationBook(declaration.result(), contentLanguageOf(language), nameOf),
  );
  await putObject('reports', objectKey, { bytes, contentType: XLSX_CONTENT_TYPE });
  return progress.done;
};

/**
 * Renders, stores and announces one export. The run first claims the job, so a repeated
 * invocation (Lambda's own retries, a retry racing a late worker) does nothing; the file always
 * goes to the job's one object key, and the job is finished and announced in one conditional
 * transaction: however often it runs, one file and one NEW_REPORT.
 */
export const runExport = async (event: ExportJobEvent): Promise<void> => {
  const job = await claimExportJob({
    clientId: event.clientId,
    companyId: event.companyId,
    id: event.exportId,
  });
  if (!job) return;
  const startedAt = Date.now();
  try {
    const user = await getUser(event.clientId, event.userId);
    if (!user) throw new Error('The user of the export is gone');
    const objectKey = `exports/${job.clientId}/${job.companyId}/${job.id}.${job.format}`;
    const done =
      job.format === 'pdf'
        ? await storePdf(job, objectKey, user.language)
        : job.kind === 'epr_declaration'
          ? await storeEprDeclaration(job, objectKey, user.language)
          : await storeSummary(job, objectKey, user.language);
    await finishExportJob(
      job,
      { done, objectKey },
      newNotificationItem({
        clientId: job.clientId,
        companyId: job.companyId,
        type: 'NEW_REPORT',
        meta: {
          exportId: job.id,
          format: job.format,
          packages: done,
          by: `${user.firstName} ${user.lastName}`,
        },
      }),
    );
    recordMetric('ExportDuration', Date.now() - startedAt, 'Milliseconds', { format: job.format });
    recordMetric('ExportPackages', done, 'Count', { format: job.format });
  } catch (error) {
    // Another run holds the job now: it reports, not this one.
    if (error instanceof ExportSupersededError) return;
    await failExportJob(job, 'The export failed. Please try again.').catch(() => undefined);
    throw error;
  }
};
