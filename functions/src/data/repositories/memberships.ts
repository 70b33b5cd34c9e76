import { tenantKeys } from '../keys';
import { queryPage, type StoredItem } from '../table';

/** UserOnCompany (SPEC.md §3): one item per user and company, listed by company. */
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

export const listMembers = (clientId: string, companyId: string, limit: number, cursor?: string) =>
  queryPage<MembershipItem>({
    partition: tenantKeys.companyMembersPartition(clientId, companyId),
    limit,
    ...(cursor ? { cursor } : {}),
  });
