import type { Role } from './enums';

/**
 * What each role may do: docs/product.md#roles-and-permissions plus our completion of it (accounts issue). The server checks
 * it on every call through the route table; the web app reads it only to hide controls.
 */
export const permissions = [
  'own-account',
  'packaging',
  'users:read',
  'users:manage',
  'users:remove',
  'users:assign-many-companies',
  'users:grant-admin',
  'companies:read',
  'companies:create',
  'company-overview',
  'tenant:settings',
  'templates:manage',
  'audit:read',
] as const;
export type Permission = (typeof permissions)[number];

export const rolePermissions: Record<Role, readonly Permission[]> = {
  CLIENT_ADMIN: permissions,
  MANAGER_USER: [
    'own-account',
    'packaging',
    'users:read',
    'users:manage',
    'companies:read',
    'company-overview',
  ],
  DEFAULT_USER: ['own-account', 'packaging', 'companies:read'],
};

export const can = (role: Role, permission: Permission): boolean =>
  rolePermissions[role].includes(permission);

/** Roles that see user management, company management and the extra header control. */
export const isPrivileged = (role: Role): boolean => can(role, 'users:read');

/** How far a role's user management reaches. */
export type UserScope = 'tenant' | 'own-company' | 'self';
export const userScopeOf = (role: Role): UserScope =>
  role === 'CLIENT_ADMIN' ? 'tenant' : role === 'MANAGER_USER' ? 'own-company' : 'self';

/** The highest role a role may hand out: managers up to manager, admins any. */
export const assignableRoles: Record<Role, readonly Role[]> = {
  CLIENT_ADMIN: ['CLIENT_ADMIN', 'MANAGER_USER', 'DEFAULT_USER'],
  MANAGER_USER: ['MANAGER_USER', 'DEFAULT_USER'],
  DEFAULT_USER: [],
};
