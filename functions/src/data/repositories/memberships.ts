import { env } from '../../config/env';
import { tenantKeys } from '../keys';
import type { StoredItem, TransactItem } from '../table';

/**
 * UserOnCompany (docs/product.md#entities): one item per user and company, written with every membership change.
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

export const membershipPut = (clientId: string, companyId: string, userId: string): TransactItem => ({
  Put: { TableName: env().TABLE_NAME, Item: membershipItem(clientId, companyId, userId) },
});

export const membershipDelete = (clientId: string, companyId: string, userId: string): TransactItem => ({
  Delete: { TableName: env().TABLE_NAME, Key: tenantKeys.companyMember(clientId, companyId, userId) },
});
