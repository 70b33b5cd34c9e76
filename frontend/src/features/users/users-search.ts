import { idField, roleSchema, userSortFields, userStatusSchema, type UserSortField } from '@recyclens/shared';
import { z } from 'zod';
import type { UserListQuery } from './api/get-users';

export type SortOrder = 'asc' | 'desc';

/** The router parses `?company=123` as a number; ids are text either way. */
const idParam = z.coerce.string().pipe(idField);

/**
 * User management's URL contract: search, filters and order survive a reload or a shared link.
 * A broken value is dropped instead of failing the page.
 */
export const usersSearchSchema = z.object({
  q: z.coerce.string().trim().max(100).optional().catch(undefined),
  status: userStatusSchema.optional().catch(undefined),
  role: roleSchema.optional().catch(undefined),
  company: idParam.optional().catch(undefined),
  sortBy: z.enum(userSortFields).optional().catch(undefined),
  order: z.enum(['asc', 'desc']).optional().catch(undefined),
});
export type UsersSearch = z.infer<typeof usersSearchSchema>;

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
