import * as z from 'zod';
import { imageUploadTypes, TENANT_LOGO_MAX_BYTES } from '../../domain/constants';
import { clientSchema, companySchema, companySummarySchema, userSchema } from '../../domain/entities';
import {
  createCompanyFormSchema,
  emailDomainField,
  tenantSettingsBodySchema,
  userEditBodySchema,
} from '../../validation/forms';
import { cursorParam, limitParam, pageOf, userIdParams } from '../common-schemas';
import { defineRoute, type RouteDefinition } from '../define-route';

/** Users and companies, and the tenant's settings (beyond the spec, admins only). */
export const adminRoutes = {
  users: defineRoute({
    method: 'GET',
    path: '/users',
    group: 'admin',
    auth: 'session',
    permission: 'users:read',
    summary: "Users in the caller's scope",
    query: z.object({ limit: limitParam, cursor: cursorParam }),
    answer: pageOf(userSchema),
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
    answer: companySchema,
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
