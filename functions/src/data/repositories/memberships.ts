import { tenantKeys } from '../keys';
import type { StoredItem } from '../table';

/**
 * UserOnCompany (SPEC.md §3): one item per user and company, written with every membership change.
 * Lists of a company's users read the tenant's user index instead (decision 013).
 */
export interface MembershipItem extends StoredItem {
  entity: 'UserOnCompany';
  userId: string;
  companyId: string;
}

export const membershipItem = (clientId: string, companyId: string, userId: string): MembershipItem => ({
  ...tenantKeys.companyMember(clientId, companyId, userId),
  entity: 'UserOnCompany',
  userId,
  companyId,
});
