import { getPackage, type PackageItem } from '../../data/repositories/packages';
import { AppError } from '../../errors/app-error';
import type { Caller } from '../../http/caller';

/** Packaging always belongs to the caller's current company, checked by the authenticator. */
export const companyOf = (caller: Caller): string => {
  if (!caller.currentCompanyId) throw new AppError('COMPANY_REQUIRED');
  return caller.currentCompanyId;
};

/** A packaging of the caller's current company; another company's is not found, as on every package route. */
export const requirePackage = async (caller: Caller, packageId: string): Promise<PackageItem> => {
  const item = await getPackage(caller.clientId, companyOf(caller), packageId);
  if (!item) throw new AppError('NOT_FOUND');
  return item;
};
