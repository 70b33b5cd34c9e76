/**
 * The orders of the user list, each an index (decision 013): `name` is last name then first name,
 * `status` puts those awaiting approval first, then by name. In a module of its own: the web app
 * reads the sort from the URL on every page's first load, without the admin group's table
 * (decision 059).
 */
export const userSortFields = ['name', 'firstName', 'email', 'createdAt', 'status'] as const;
export type UserSortField = (typeof userSortFields)[number];
