import type { PackagingEprEstimate } from '@recyclens/shared';
import { estimateCountries } from '../../epr';
import type { Caller } from '../../http/caller';
import { requirePackage } from '../packaging/package-access';

/**
 * GET /packages/{packageId}/epr-estimate: computed on read from the packaging's current version,
 * so nothing is stored here; each country names the edition and fingerprint it used (decision 052).
 */
export const packagingEprEstimate = async (
  caller: Caller,
  packageId: string,
  year: number,
): Promise<PackagingEprEstimate> => {
  const pkg = await requirePackage(caller, packageId);
  return { packageId: pkg.id, version: pkg.version, year, countries: estimateCountries(pkg, year) };
};
