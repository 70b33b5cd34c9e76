import { userScopeOf } from '@recyclens/shared';
import { nowIso } from '../../data/clock';
import { auditPut } from '../../data/repositories/audit-entries';
import {
  companyAddressUpdate,
  createCompany,
  getCompanies,
  listCompanies,
  type CompanyItem,
} from '../../data/repositories/companies';
import { transactWrite } from '../../data/transactions';
import { AppError } from '../../errors/app-error';
import type { Caller } from '../../http/caller';
import { storedFieldsView } from '../stored-fields-view';
import { auditEntryBy } from './audit-log';

const summaryOf = (company: Pick<CompanyItem, 'id' | 'name' | 'postalAddress'>) => ({
  id: company.id,
  name: company.name,
  postalAddress: company.postalAddress ?? null,
});

/**
 * Admins see every company of the tenant; everyone else the companies they belong to. Sorted by
 * name as the user's language sorts, numbers naturally ("Plant 2" before "Plant 10").
 */
export const companiesInScope = async (caller: Caller) => {
  const companies =
    userScopeOf(caller.role) === 'tenant'
      ? (await listCompanies(caller.clientId)).filter((company) => !company.deletedAt)
      : await getCompanies(caller.clientId, [...caller.companyIds]);
  return companies.map(summaryOf).sort((a, b) =>
    a.name.localeCompare(b.name, caller.user.language.toLowerCase(), {
      numeric: true,
      sensitivity: 'base',
    }),
  );
};

export const createCompanyForCaller = async (caller: Caller, companyName: string) => {
  const company = await createCompany(caller.clientId, companyName);
  return { ...storedFieldsView(company), name: company.name };
};

/**
 * PUT /companies/{companyId}/address: the postal address its EU declarations print (Annex VIII of
 * Regulation (EU) 2025/40). Admins record it for any company of the tenant, managers for their
 * own; any other company is not found. Empty text removes it. Written with its audit entry.
 */
export const recordCompanyAddress = async (caller: Caller, companyId: string, postalAddress: string) => {
  const inScope = userScopeOf(caller.role) === 'tenant' || caller.companyIds.includes(companyId);
  const [company] = inScope ? await getCompanies(caller.clientId, [companyId]) : [];
  if (!company) throw new AppError('NOT_FOUND');
  const address = postalAddress === '' ? null : postalAddress;
  await transactWrite(
    [
      companyAddressUpdate(caller.clientId, companyId, address, nowIso()),
      auditPut(
        auditEntryBy(
          caller,
          'COMPANY_ADDRESS_CHANGED',
          { kind: 'company', id: companyId, label: company.name },
          { postalAddress: address ?? '' },
        ),
      ),
    ],
    () => 'NOT_FOUND',
  );
  return summaryOf({ ...company, postalAddress: address ?? undefined });
};
