import * as z from 'zod';
import { languages, roles, userStatuses } from './plain-lists';

/** The enumerations of docs/product.md#enumerations. Display names are the English ones; the web app translates them. */
export { languages } from './plain-lists';
export const languageSchema = z.enum(languages);
export type Language = z.infer<typeof languageSchema>;

export { roles, userStatuses } from './plain-lists';
export const roleSchema = z.enum(roles);
export type Role = z.infer<typeof roleSchema>;
export const roleDisplayNames: Record<Role, string> = {
  CLIENT_ADMIN: 'Admin',
  MANAGER_USER: 'Country Admin',
  DEFAULT_USER: 'User',
};

export const userStatusSchema = z.enum(userStatuses);
export type UserStatus = z.infer<typeof userStatusSchema>;
export const userStatusDisplayNames: Record<UserStatus, string> = {
  APPROVED: 'Approved',
  REJECTED: 'Rejected',
  PENDING: 'Pending',
};

export const notificationTypes = [
  'NEW_PROJECT',
  'NEW_TEMPLATE',
  'NEW_PACKAGE',
  'NEW_USER',
  'NEW_REPORT',
] as const;
export const notificationTypeSchema = z.enum(notificationTypes);
export type NotificationType = z.infer<typeof notificationTypeSchema>;

/** The lookup kinds a component refers to (the lookups of docs/product.md#entities). */
export const componentLookupKinds = ['type', 'family', 'material', 'filler', 'adhesive', 'color'] as const;
export type ComponentLookupKind = (typeof componentLookupKinds)[number];

/**
 * Every kind of reference data served by GET /lookups: the component lookups, the roles of a
 * multilayer component's constituents (film, ink, adhesive…), categories and countries.
 */
export const lookupKinds = [...componentLookupKinds, 'constituentRole', 'category', 'country'] as const;
export type LookupKind = (typeof lookupKinds)[number];

/** How the assessment countries are grouped for choosing: the EU member states and the others. */
export const countryGroups = ['eu', 'other'] as const;
export const countryGroupSchema = z.enum(countryGroups);
export type CountryGroup = z.infer<typeof countryGroupSchema>;
