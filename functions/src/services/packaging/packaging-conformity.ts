import type {
  EvidenceRef,
  Language,
  PackagingConformity,
  RouteAnswerJson,
  RouteQuery,
  Routes,
} from '@recyclens/shared';
import { lookupCatalog } from '../../catalog/lookups';
import { nowIso } from '../../data/clock';
import { documentsOfPackage } from '../../data/repositories/evidence-documents';
import type { PackageItem } from '../../data/repositories/packages';
import { checkConformity } from '../../compliance/ppwr';
import type { Caller } from '../../http/caller';
import { requirePackage } from './package-access';

/** The EU member states: Art. 6 reads only their results (a grade in the UK or the US is no PPWR answer). */
export const euCountryIds = new Set(
  lookupCatalog.country.filter((country) => country.group === 'eu').map((country) => country.id),
);

/** GET /packages/{packageId}/conformity: every requirement for today, 2030 and 2038. */
export const packagingConformity = async (
  caller: Caller,
  packageId: string,
  query: RouteQuery<Routes['packageConformity']>,
): Promise<RouteAnswerJson<Routes['packageConformity']>> => {
  const pkg = await requirePackage(caller, packageId);
  // The same documents the declaration lists (packaging-declaration.ts), so both answer alike.
  return conformityOfPackage(
    pkg,
    await documentsOfPackage({ clientId: pkg.clientId, companyId: pkg.companyId, packageId: pkg.id }),
    query.asOf ?? nowIso().slice(0, 10),
    caller.user.language,
  );
};

/** A read packaging's conformity on `today`: the answer above and the declaration's (issue 34 §4). */
export const conformityOfPackage = (
  pkg: PackageItem,
  evidence: readonly EvidenceRef[],
  today: string,
  language: Language,
): PackagingConformity => ({
  packageId: pkg.id,
  packageVersion: pkg.version,
  ...checkConformity(pkg, evidence, { today, language, euCountryIds }),
});
