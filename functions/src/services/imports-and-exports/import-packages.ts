import { createHash } from 'node:crypto';
import { lookupKinds, type Language, type LookupKind } from '@recyclens/shared';
import {
  beginImport,
  claimForUndo,
  deleteImportedItems,
  putImportedItems,
  removeUndoneMarker,
  type ImportMarkerItem,
} from '../../data/repositories/import-markers';
import { notificationPut } from '../../data/repositories/notifications';
import { mergedChanges, portfolioUpdate } from '../../data/repositories/portfolio';
import { splitStored, type PackageItem } from '../../data/repositories/packages';
import { allCompanyProjects } from '../../data/repositories/projects';
import { postingItems } from '../../data/repositories/search-postings';
import { putAuditEntryOnce } from '../../data/repositories/audit-entries';
import { derivedId } from '../../import/derived-ids';
import { AppError } from '../../errors/app-error';
import type { Caller } from '../../http/caller';
import { auditEntryBy } from '../tenants/audit-log';
import type { UploadedFile } from '../../http/types';
import type { Logger } from '../../logging/logger';
import { readImportFile } from '../../import/read-file';
import { buildTemplateWorkbook } from '../../import/template-workbook';
import { validateRows, type LookupIndex } from '../../import/validate-rows';
import { raiseProjectCounts } from './import-counts';
import { planImport, type ImportPlan } from './import-plan';
import { newVersionItem } from '../packaging/packaging-history';
import { createProjects } from './import-writes';
import { lookupsFor } from '../packaging/lookups';
import { companyOf } from '../packaging/package-access';
import { portfolioChanges } from '../assessments/portfolio-counters';
import { importedSummaries } from '../packaging/ppwr-summaries';
import { storedPpwrSummaries } from '../../data/repositories/ppwr-summaries';
import { storedEprTotals } from '../../data/repositories/epr-totals';
import { importedEprTotals } from '../epr/epr-totals';
import { recordMetric } from '../../observability/metrics';
import { traced } from '../../observability/tracing';

export const importTemplate = async (language: Language) =>
  buildTemplateWorkbook(await lookupsFor(language), language);

const lookupIndex = async (): Promise<LookupIndex> => {
  const lookups = await lookupsFor('EN');
  return Object.fromEntries(
    lookupKinds.map((kind: LookupKind) => {
      const map = new Map<string, string>();
      for (const entry of lookups[kind]) {
        for (const name of [entry.id, entry.names.en, entry.names.de, entry.names.fr])
          map.set(name.toLocaleLowerCase('en'), entry.id);
      }
      return [kind, map];
    }),
  ) as LookupIndex;
};

/** The first version of an imported packaging, written in the batch that writes it. */
const importedVersion = (caller: Caller, pkg: PackageItem) =>
  newVersionItem(caller, undefined, pkg, 'created', { origin: 'import' });

/**
 * Undoes a failed import while none of its counts is raised, so a passing error leaves nothing.
 * Otherwise — or when the table cannot be reached to undo it — everything stays, and the same
 * file sent again completes the import.
 */
const undoImport = async (caller: Caller, marker: ImportMarkerItem, plan: ImportPlan, logger: Logger) => {
  const summaries = importedSummaries(plan.packages);
  const eprTotals = importedEprTotals(plan.packages);
  const written = [
    ...plan.createdProjects,
    ...plan.packages.flatMap((pkg) => [
      ...postingItems(pkg),
      ...summaries.itemsOf(pkg),
      ...eprTotals.itemsOf(pkg),
      importedVersion(caller, pkg),
      pkg,
    ]),
  ];
  try {
    if (!(await claimForUndo(marker))) {
      logger.warn('import left for the same file sent again to complete', { rows: plan.packages.length });
      return;
    }
    await deleteImportedItems(written);
    await removeUndoneMarker(marker);
  } catch (error) {
    logger.error('import clean-up failed; the same file sent again completes the import', { error });
  }
};

/**
 * A new import writes all its packages, each with its search postings, PPWR summary, EPR totals
 * and first version before it (batches are written in order: a stored packaging has them). A resumed one
 * writes only the packages its earlier run did not: one that is there was written by that run, and
 * may have been edited or deleted since the failure, which a put of the file's row would undo. Its
 * postings are written again from the package as stored, as the failure may have fallen between
 * them, and its summary when a batch stored it without it (any later change of it writes one).
 */
const itemsToWrite = async (
  caller: Caller,
  plan: ImportPlan,
  resumed: boolean,
  summaries: ReturnType<typeof importedSummaries>,
  eprTotals: ReturnType<typeof importedEprTotals>,
) => {
  const withPostings = (pkg: PackageItem) => [
    ...postingItems(pkg),
    ...summaries.itemsOf(pkg),
    ...eprTotals.itemsOf(pkg),
    importedVersion(caller, pkg),
    pkg,
  ];
  if (!resumed) return plan.packages.flatMap(withPostings);
  const { stored, absent } = await splitStored(plan.packages);
  const storedIds = stored.map((pkg) => pkg.id);
  const [summarised, priced] = await Promise.all([
    storedPpwrSummaries(caller.clientId, companyOf(caller), storedIds),
    storedEprTotals(caller.clientId, companyOf(caller), storedIds),
  ]);
  return [
    // A stored packaging not edited since may still lack its first version, written with it.
    ...stored.flatMap((pkg) => [
      ...postingItems(pkg),
      ...(summarised.has(pkg.id) ? [] : importedSummaries([pkg]).itemsOf(pkg)),
      ...(priced.has(pkg.id) ? [] : importedEprTotals([pkg]).itemsOf(pkg)),
      ...(pkg.version === 1 ? [importedVersion(caller, pkg)] : []),
    ]),
    ...absent.flatMap(withPostings),
  ];
};

/**
 * Imports a file: every row is checked first and every problem answered (sheet, row, column),
 * with nothing written. A valid file is written in steps under a marker keyed by the file's
 * digest, with ids derived from the marker's seed: a passing failure is undone, and after an
 * outage the same file sent again resumes the import and ends exactly as one uninterrupted run
 * (docs/decisions/005).
 */
export const importPackages = (caller: Caller, file: UploadedFile | undefined, logger: Logger) =>
  traced('import', () => importFile(caller, file, logger));

const importFile = async (caller: Caller, file: UploadedFile | undefined, logger: Logger) => {
  if (!file) throw new AppError('FILE_MISSING');
  const companyId = companyOf(caller);
  const rows = await readImportFile(file.bytes);
  const { packaging, rowErrors } = validateRows(rows, await lookupIndex());
  if (rowErrors.length > 0) {
    // Errors are per cell (and capped): the metric counts the rows they name.
    const refusedRows = new Set(rowErrors.map(({ sheet, row }) => `${sheet.en}:${row}`)).size;
    recordMetric('ImportRefusedRows', refusedRows, 'Count', {}, { clientId: caller.clientId });
    throw new AppError('IMPORT_INVALID', { rowErrors });
  }

  const digest = createHash('sha256').update(file.bytes).digest('hex');
  const { marker, resumed } = await beginImport(
    { clientId: caller.clientId, companyId, digest },
    packaging.length,
  );
  // Once per import: the same file sent again to complete it finds the entry of its start.
  await putAuditEntryOnce(
    auditEntryBy(
      caller,
      'IMPORT_STARTED',
      { kind: 'import', id: digest.slice(0, 16), label: file.fileName },
      { company: companyId, rows: String(packaging.length) },
      // Named from the seed like the import's other items (a hash: the seed itself is not shown).
      { id: derivedId(marker.seed, 'audit'), at: marker.createdAt },
    ),
  );
  // Read once the import is begun, so an import of the same file that finished meanwhile has its
  // projects found here and reused, not created twice. Every project: one past a cap would be.
  const existingProjects = await allCompanyProjects(caller.clientId, companyId);
  const plan = planImport({ clientId: caller.clientId, companyId, marker, packaging, existingProjects });
  const summaries = importedSummaries(plan.packages);
  const eprTotals = importedEprTotals(plan.packages);
  try {
    await createProjects(plan.newProjects);
    await putImportedItems(await itemsToWrite(caller, plan, resumed, summaries, eprTotals));
    await raiseProjectCounts({
      marker,
      increments: plan.increments,
      clientId: caller.clientId,
      companyId,
      notification: notificationPut({
        clientId: caller.clientId,
        companyId,
        type: 'NEW_PACKAGE',
        meta: { imported: plan.packages.length, by: `${caller.user.firstName} ${caller.user.lastName}` },
      }),
      portfolio: portfolioUpdate(
        caller.clientId,
        companyId,
        mergedChanges(portfolioChanges.created(plan.packages), summaries.counters, eprTotals.counters),
      ),
    });
  } catch (error) {
    logger.error('import failed', { rows: plan.packages.length, error });
    await undoImport(caller, marker, plan, logger);
    throw error;
  }
  recordMetric('ImportRows', plan.packages.length, 'Count', {}, { clientId: caller.clientId });
  return {
    imported: plan.packages.length,
    components: plan.packages.reduce((sum, item) => sum + item.components.length, 0),
    projectsCreated: plan.createdProjects.length,
  };
};
