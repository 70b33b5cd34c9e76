import * as z from 'zod';
import { imageUploadTypes, TENANT_LOGO_MAX_BYTES } from '../../domain/constants';
import { AUDIT_CSV_MAX_ROWS, auditActionSchema, auditEntrySchema } from '../../domain/audit';
import { clientSchema, companySchema, companySummarySchema, userSchema } from '../../domain/entities';
import { roleSchema, userStatusSchema } from '../../domain/enums';
import { idField } from '../../validation/fields';
import {
  companyAddressBodySchema,
  createCompanyFormSchema,
  emailDomainField,
  tenantSettingsBodySchema,
  userEditBodySchema,
} from '../../validation/forms';
import { cursorParam, limitParam, okSchema, orderParam, pageOf, userIdParams } from '../common-schemas';
import { defineRoute, type RouteDefinition } from '../define-route';
import { userSortFields } from '../user-sort-fields';

export { userSortFields, type UserSortField } from '../user-sort-fields';

/** What the user list counts: kept as users change, read in one request (decision 013). */
export const userCountsSchema = z.object({
  /** Users awaiting approval in the caller's scope. */
  pendingApproval: z.number().int(),
  /** Per company in the caller's scope: its users and those of them awaiting approval. */
  companies: z.array(z.object({ companyId: idField, users: z.number().int(), pending: z.number().int() })),
});

/** The filters of the audit log, its page and its CSV file alike (issue 26 §3). */
export const auditFiltersSchema = z.object({
  userId: idField.optional().describe('Only what this user did'),
  action: auditActionSchema.optional(),
  from: z.iso.datetime({ offset: true }).optional().describe('Entries at or after this time'),
  to: z.iso.datetime({ offset: true }).optional().describe('Entries at or before this time'),
});

/** Users and companies, and the tenant's settings (beyond the spec, admins only). */
export const adminRoutes = {
  users: defineRoute({
    method: 'GET',
    path: '/users',
    group: 'admin',
    auth: 'session',
    permission: 'users:read',
    summary: "Users in the caller's scope, searched (name, e-mail), filtered, sorted and paged",
    query: z.object({
      limit: limitParam,
      cursor: cursorParam,
      search: z.string().trim().max(100).optional(),
      status: userStatusSchema.optional(),
      role: roleSchema.optional(),
      companyId: idField.optional(),
      sortBy: z.enum(userSortFields).default('name'),
      order: orderParam,
    }),
    answer: pageOf(userSchema),
  }),
  userCounts: defineRoute({
    method: 'GET',
    path: '/users/counts',
    group: 'admin',
    auth: 'session',
    permission: 'users:read',
    summary: "Users awaiting approval and users per company in the caller's scope, from counters",
    answer: userCountsSchema,
  }),
  user: defineRoute({
    method: 'GET',
    path: '/user/{userId}',
    group: 'admin',
    auth: 'session',
    permission: 'users:read',
    summary: 'One user in the caller scope',
    params: userIdParams,
    answer: userSchema,
  }),
  updateUser: defineRoute({
    method: 'PUT',
    path: '/user/{userId}',
    group: 'admin',
    auth: 'session',
    permission: 'users:manage',
    summary: "Set a user's role, companies and status",
    params: userIdParams,
    body: userEditBodySchema,
    answer: userSchema,
  }),
  removeUser: defineRoute({
    method: 'DELETE',
    path: '/user/{userId}',
    group: 'admin',
    auth: 'session',
    permission: 'users:remove',
    summary:
      'Remove a user: sessions end, e-mail, names and picture are erased (a pseudonym stays), the address is free again',
    params: userIdParams,
    errors: ['NOT_FOUND'],
    answer: okSchema,
  }),
  auditLog: defineRoute({
    method: 'GET',
    path: '/audit',
    group: 'admin',
    auth: 'session',
    permission: 'audit:read',
    summary: "The tenant's audit log, newest first, filtered by user, action and time, paged",
    query: auditFiltersSchema.extend({ limit: limitParam, cursor: cursorParam }),
    answer: pageOf(auditEntrySchema),
  }),
  auditLogCsv: defineRoute({
    method: 'GET',
    path: '/audit/csv',
    group: 'admin',
    auth: 'session',
    permission: 'audit:read',
    summary: `The filtered audit log as a CSV file, newest first (at most ${AUDIT_CSV_MAX_ROWS} rows)`,
    query: auditFiltersSchema,
    answer: z.object({ file: z.null() }),
    binaryAnswer: ['text/csv'],
  }),
  companies: defineRoute({
    method: 'GET',
    path: '/companies',
    group: 'admin',
    auth: 'session',
    permission: 'companies:read',
    summary: "Companies in the caller's scope",
    answer: z.array(companySummarySchema),
  }),
  createCompany: defineRoute({
    method: 'POST',
    path: '/company/create',
    group: 'admin',
    auth: 'session',
    permission: 'companies:create',
    summary: 'Create a company; names are unique per tenant ignoring case',
    body: createCompanyFormSchema,
    errors: ['COMPANY_NAME_EXISTS'],
    answer: companySchema,
  }),

  updateCompanyAddress: defineRoute({
    method: 'PUT',
    path: '/companies/{companyId}/address',
    group: 'admin',
    auth: 'session',
    permission: 'company-overview',
    summary:
      "Record a company's postal address, printed on its EU declarations of conformity (admins: any company of the tenant; managers: their own)",
    params: z.object({ companyId: idField }),
    body: companyAddressBodySchema,
    answer: companySummarySchema,
  }),

  // --- tenant settings (beyond the spec, admins only) ---
  tenantSettings: defineRoute({
    method: 'GET',
    path: '/tenant/settings',
    group: 'admin',
    auth: 'session',
    permission: 'tenant:settings',
    summary: "The tenant's name, contact, theme, FAQs and blacklist",
    answer: clientSchema,
  }),
  updateTenantSettings: defineRoute({
    method: 'PUT',
    path: '/tenant/settings',
    group: 'admin',
    auth: 'session',
    permission: 'tenant:settings',
    summary: "Replace the tenant's name, contact, colours and FAQs",
    body: tenantSettingsBodySchema,
    errors: ['CLIENT_URL_EXISTS'],
    answer: clientSchema,
  }),
  uploadTenantLogo: defineRoute({
    method: 'POST',
    path: '/tenant/logo',
    group: 'admin',
    auth: 'session',
    permission: 'tenant:settings',
    summary: "Replace the tenant's logo (PNG or JPEG, at most 1 MB; SVG is refused)",
    body: {
      kind: 'multipart',
      fileField: 'file',
      contentTypes: imageUploadTypes,
      maxBytes: TENANT_LOGO_MAX_BYTES,
    },
    errors: ['IMAGE_INVALID', 'IMAGE_TOO_LARGE'],
    answer: clientSchema,
  }),
  addBlacklistEntry: defineRoute({
    method: 'POST',
    path: '/tenant/blacklist',
    group: 'admin',
    auth: 'session',
    permission: 'tenant:settings',
    summary: 'Block an e-mail domain: its users are restricted at once',
    body: z.object({ emailDomain: emailDomainField }),
    answer: clientSchema,
  }),
  removeBlacklistEntry: defineRoute({
    method: 'DELETE',
    path: '/tenant/blacklist/{emailDomain}',
    group: 'admin',
    auth: 'session',
    permission: 'tenant:settings',
    summary: 'Unblock an e-mail domain',
    params: z.object({ emailDomain: emailDomainField }),
    answer: clientSchema,
  }),
} as const satisfies Record<string, RouteDefinition & { group: 'admin' }>;
