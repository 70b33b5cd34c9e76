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
import type { PackageItem } from '../../data/repositories/packages';
import { checkConformity } from '../../compliance/ppwr';
import type { Caller } from '../../http/caller';
import { requirePackage } from './package-access';

/** Reads the evidence documents of a packaging as the PPWR rules see them. */
export type EvidenceReader = (pkg: PackageItem) => Promise<readonly EvidenceRef[]>;

/** A packaging's documents before evidence documents are stored: none, so declarations stay open. */
export const noEvidence: EvidenceReader = async () => [];

/** The EU member states: Art. 6 reads only their results (a grade in the UK or the US is no PPWR answer). */
const euCountryIds = new Set(
  lookupCatalog.country.filter((country) => country.group === 'eu').map((country) => country.id),
);

/** GET /packages/{packageId}/conformity: every requirement for today, 2030 and 2038. */
export const packagingConformity = async (
  caller: Caller,
  packageId: string,
  query: RouteQuery<Routes['packageConformity']>,
  readEvidence: EvidenceReader = noEvidence,
): Promise<RouteAnswerJson<Routes['packageConformity']>> => {
  const pkg = await requirePackage(caller, packageId);
  return conformityOfPackage(
    pkg,
    await readEvidence(pkg),
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
