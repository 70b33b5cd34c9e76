import { PDF_CONTENT_TYPE, type Routes } from '@recyclens/shared';
import { file, json } from '../../http/reply';
import type { Operation } from '../../http/types';
import { restoreVersion } from '../../services/packaging/package-restore';
import { diffVersions, listVersions, readVersion } from '../../services/packaging/packaging-history';

// The engine and the PDF renderer serve the evidence and report routes only: loaded on first use.
const evidenceService = () => import('../../services/assessments/result-evidence');
// Adopting shapes the result as the assessment routes do, with the engine's finding texts.
const adoptionService = () => import('../../services/assessments/adopt-result');

export const packageVersions: Operation<Routes['packageVersions']> = async ({ caller, params, query }) =>
  json(await listVersions(caller, params.packageId, query));

export const packageVersion: Operation<Routes['packageVersion']> = async ({ caller, params }) =>
  json(await readVersion(caller, params.packageId, params.version));

export const packageVersionDiff: Operation<Routes['packageVersionDiff']> = async ({
  caller,
  params,
  query,
}) => json(await diffVersions(caller, params.packageId, query));

export const restorePackageVersion: Operation<Routes['restorePackageVersion']> = async ({
  caller,
  params,
  body,
}) => json(await restoreVersion(caller, params.packageId, params.version, body.version));

export const resultEvidence: Operation<Routes['resultEvidence']> = async ({ caller, params }) => {
  const { resultEvidence: evidence } = await evidenceService();
  return json(await evidence(caller, params.packageId, params.resultId));
};

export const resultReport: Operation<Routes['resultReport']> = async ({ caller, params }) => {
  const { resultReport: report } = await evidenceService();
  const bytes = await report(caller, params.packageId, params.resultId, caller.user.language);
  return file(bytes, PDF_CONTENT_TYPE, {
    'content-disposition': `attachment; filename="recyclens-result-${params.resultId}.pdf"`,
  });
};

export const adoptResult: Operation<Routes['adoptResult']> = async ({ caller, params }) => {
  const { adoptResult: adopt } = await adoptionService();
  return json(await adopt(caller, params.packageId, params.resultId));
};
