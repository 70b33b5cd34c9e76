import { userScopeOf } from '@recyclens/shared';
import { createCompany, getCompanies, listCompanies } from '../../data/repositories/companies';
import type { Caller } from '../../http/caller';
import { storedFieldsView } from '../stored-fields-view';

/**
 * Admins see every company of the tenant; everyone else the companies they belong to. Sorted by
 * name as the user's language sorts, numbers naturally ("Plant 2" before "Plant 10").
 */
export const companiesInScope = async (caller: Caller) => {
  const companies =
    userScopeOf(caller.role) === 'tenant'
      ? (await listCompanies(caller.clientId)).filter((company) => !company.deletedAt)
      : await getCompanies(caller.clientId, [...caller.companyIds]);
  return companies
    .map((company) => ({ id: company.id, name: company.name }))
    .sort((a, b) =>
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
