import { contentLanguageOf, type Language, type RouteAnswerJson, type Routes } from '@recyclens/shared';
import { findResult } from '../../data/repositories/package-results';
import { AppError } from '../../errors/app-error';
import type { Caller } from '../../http/caller';
import { renderPackageReportPdf } from '../../reports';
import { requirePackage } from '../packaging/package-access';
import { diffSnapshots, snapshotView } from '../packaging/packaging-history';
import { snapshotOf } from '../../data/repositories/packaging-versions';
import { lookupNamer, reportComponent, reportResult, reportTenant } from '../imports-and-exports/report-data';

type EvidenceJson = RouteAnswerJson<Routes['resultEvidence']>;

/** A result of a packaging of the caller's company; another company's is not found, as on every package route. */
const requireResult = async (caller: Caller, packageId: string, resultId: string) => {
  const pkg = await requirePackage(caller, packageId);
  const result = await findResult(pkg, resultId);
  if (!result) throw new AppError('NOT_FOUND');
  return { pkg, result };
};

/** What a result was computed from, and what changed in the packaging since. */
export const resultEvidence = async (
  caller: Caller,
  packageId: string,
  resultId: string,
): Promise<EvidenceJson> => {
  const { pkg, result } = await requireResult(caller, packageId, resultId);
  return {
    resultId: result.id,
    packageId: pkg.id,
    assessedAt: result.createdAt,
    methodVersion: result.methodVersion,
    packageVersion: result.packageVersion ?? null,
    inputs: result.inputs ? snapshotView(pkg.id, result.inputs) : null,
    tables: result.tables ?? [],
    rowsUsed: result.rowsUsed ?? { infrastructure: [], rules: [] },
    currentVersion: pkg.version,
    changesSince: result.inputs ? diffSnapshots(pkg.id, result.inputs, snapshotOf(pkg)) : null,
  };
};

/**
 * The PDF of one result, made from the stored result alone: its inputs, findings and method
 * version, dated by the result. Asked for again after the packaging or the engine's tables
 * changed, it is the same file, byte for byte (docs/evidence.md says what else it depends on).
 */
export const resultReport = async (
  caller: Caller,
  packageId: string,
  resultId: string,
  language: Language,
) => {
  const { pkg, result } = await requireResult(caller, packageId, resultId);
  if (!result.inputs) throw new AppError('RESULT_WITHOUT_EVIDENCE');
  const inputs = result.inputs;
  const [nameOf, tenant] = await Promise.all([lookupNamer(language), reportTenant(caller.clientId)]);
  const lang = contentLanguageOf(language);
  return renderPackageReportPdf(
    {
      id: pkg.id,
      name: inputs.name,
      description: inputs.description,
      category: inputs.categoryId ? nameOf('category', inputs.categoryId) : null,
      project: inputs.projectName,
      draft: inputs.draft,
      ...(result.packageVersion === undefined ? {} : { version: result.packageVersion }),
      components: inputs.components.map((component) => reportComponent(nameOf, component)),
      // A result as it was made: whether the packaging changed since is the result view's to say.
      results: [reportResult(nameOf, language, result, false)],
    },
    tenant,
    lang,
    new Date(result.createdAt),
  );
};
