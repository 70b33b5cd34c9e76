import { roles, userSortFields, userStatuses, type UserSortField } from '@recyclens/shared';
import { searchChoice, searchId, searchParams, searchText, type SearchValues } from '../../lib/url-params';
import type { UserListQuery } from './api/get-users';

export type SortOrder = 'asc' | 'desc';

/**
 * User management's URL contract: search, filters and order survive a reload or a shared link.
 * A broken value is dropped instead of failing the page.
 */
export const usersSearchSchema = searchParams({
  q: searchText(100),
  status: searchChoice(userStatuses),
  role: searchChoice(roles),
  company: searchId,
  sortBy: searchChoice(userSortFields),
  order: searchChoice(['asc', 'desc']),
});
export type UsersSearch = SearchValues<typeof usersSearchSchema>;

/** Those awaiting approval first, because they wait for someone to act; then by name. */
export const defaultUserSort = { sortBy: 'status', order: 'asc' } as const satisfies {
  sortBy: UserSortField;
  order: SortOrder;
};

export const toUserListQuery = (search: UsersSearch): UserListQuery => ({
  sortBy: search.sortBy ?? defaultUserSort.sortBy,
  order: search.order ?? defaultUserSort.order,
  ...(search.q ? { search: search.q } : {}),
  ...(search.status ? { status: search.status } : {}),
  ...(search.role ? { role: search.role } : {}),
  ...(search.company ? { companyId: search.company } : {}),
});

export const hasUserFilters = (search: UsersSearch) =>
  Boolean(search.q || search.status || search.role || search.company);
