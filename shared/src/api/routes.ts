import { z } from 'zod';
import { imageUploadTypes, PROFILE_PICTURE_MAX_BYTES } from '../domain/constants';
import {
  clientSchema,
  companySchema,
  companySummarySchema,
  notificationSchema,
  packageSchema,
  projectSchema,
  publicClientSchema,
  themeSchema,
  userSchema,
} from '../domain/entities';
import { languageSchema } from '../domain/enums';
import { idField } from '../validation/fields';
import {
  createCompanyFormSchema,
  forgotPasswordBodySchema,
  inviteFormSchema,
  loginFormSchema,
  profileBodySchema,
  resetPasswordBodySchema,
  signUpBodySchema,
  tokenBodySchema,
  userEditBodySchema,
} from '../validation/forms';
import {
  cursorParam,
  limitParam,
  notificationTypesParam,
  okSchema,
  orderParam,
  pageOf,
  siteUrlQuery,
} from './common-schemas';
import { defineRoute, type RouteDefinition } from './define-route';

const tokenAnswer = z.object({ token: z.string() });
const userIdParams = z.object({ userId: idField });
const listSortBy = z.enum(['name', 'project', 'createdAt', 'updatedAt']).default('updatedAt');

/**
 * The single list of endpoints (DESIGN.md §2). The functions route by it, the infra creates one
 * API route per entry, the local gateway maps requests with it, the web app's client is typed
 * from it and the OpenAPI document is generated from it.
 */
export const routes = {
  health: defineRoute({
    method: 'GET',
    path: '/health',
    group: 'tenant',
    auth: 'public',
    summary: 'Liveness of the API and its table',
    answer: z.object({ status: z.literal('ok'), time: z.string() }),
  }),

  // --- auth: without a token (SPEC.md §7) ---
  login: defineRoute({
    method: 'POST',
    path: '/auth/login',
    group: 'auth',
    auth: 'public',
    summary: 'Sign in; the tenant is the one registered for the Origin header',
    body: loginFormSchema,
    answer: tokenAnswer,
  }),
  signUp: defineRoute({
    method: 'POST',
    path: '/auth/signUp',
    group: 'auth',
    auth: 'public',
    summary: 'Create a pending, unconfirmed account and mail the confirmation link',
    body: signUpBodySchema,
    answer: tokenAnswer,
  }),
  confirmEmail: defineRoute({
    method: 'POST',
    path: '/auth/confirmEmail',
    group: 'auth',
    auth: 'public',
    summary: 'Confirm an e-mail address with the token from the mail',
    body: tokenBodySchema,
    answer: z.object({ success: z.boolean(), isBlacklistUser: z.boolean() }),
  }),
  forgotPassword: defineRoute({
    method: 'POST',
    path: '/auth/forgotPassword',
    group: 'auth',
    auth: 'public',
    summary: 'Mail a reset link; the same answer whether or not the address has an account',
    body: forgotPasswordBodySchema,
    answer: okSchema,
  }),
  logout: defineRoute({
    method: 'POST',
    path: '/auth/logout',
    group: 'auth',
    auth: 'session',
    summary: 'End the current session',
    answer: okSchema,
  }),
  resetPassword: defineRoute({
    method: 'POST',
    path: '/resetPassword',
    group: 'auth',
    auth: 'reset-token',
    summary: 'Set a new password; the bearer token is the one-time token from the reset mail',
    body: resetPasswordBodySchema,
    answer: okSchema,
  }),

  // --- tenant: public tenant facts, found by the site URL ---
  clientByUrl: defineRoute({
    method: 'GET',
    path: '/auth/clientByUrl',
    group: 'tenant',
    auth: 'public',
    summary: 'The tenant registered for a site URL',
    query: siteUrlQuery,
    answer: publicClientSchema,
  }),
  theme: defineRoute({
    method: 'GET',
    path: '/theme',
    group: 'tenant',
    auth: 'public',
    summary: "The tenant's colours; the default colours for an unknown URL",
    query: siteUrlQuery,
    answer: themeSchema,
  }),
  themeLogo: defineRoute({
    method: 'GET',
    path: '/theme/logo',
    group: 'tenant',
    auth: 'public',
    summary: "The tenant's logo image, or a JSON answer when it has none",
    query: siteUrlQuery,
    answer: z.object({ logo: z.null() }),
    binaryAnswer: ['image/png', 'image/jpeg'],
  }),
  client: defineRoute({
    method: 'GET',
    path: '/client',
    group: 'tenant',
    auth: 'session',
    summary: "The signed-in user's tenant",
    answer: clientSchema,
  }),

  // --- account: the signed-in user's own account ---
  me: defineRoute({
    method: 'GET',
    path: '/me',
    group: 'account',
    auth: 'session',
    summary: 'The current user with role, language and companies',
    answer: userSchema,
  }),
  updateProfile: defineRoute({
    method: 'PUT',
    path: '/profile/{userId}',
    group: 'account',
    auth: 'session',
    permission: 'own-account',
    summary: 'Edit names, and change the password with the current one',
    params: userIdParams,
    body: profileBodySchema,
    answer: userSchema,
  }),
  profilePicture: defineRoute({
    method: 'GET',
    path: '/profile/profile-picture/{userId}',
    group: 'account',
    auth: 'session',
    summary: "A user's profile picture (same tenant only)",
    params: userIdParams,
    answer: z.object({ picture: z.null() }),
    binaryAnswer: imageUploadTypes,
  }),
  uploadProfilePicture: defineRoute({
    method: 'POST',
    path: '/user/profile-picture/upload',
    group: 'account',
    auth: 'session',
    permission: 'own-account',
    summary: 'Replace the profile picture (PNG or JPEG, checked by content)',
    body: {
      kind: 'multipart',
      fileField: 'file',
      contentTypes: imageUploadTypes,
      maxBytes: PROFILE_PICTURE_MAX_BYTES,
    },
    answer: z.object({ profilePictureUrl: z.string() }),
  }),
  invite: defineRoute({
    method: 'POST',
    path: '/profile/invite',
    group: 'account',
    auth: 'session',
    permission: 'own-account',
    summary: 'Mail an invitation to sign up for one of your companies',
    body: inviteFormSchema,
    answer: okSchema,
  }),
  updateLanguage: defineRoute({
    method: 'POST',
    path: '/updateLanguage',
    group: 'account',
    auth: 'session',
    summary: "Store the user's interface language",
    body: z.object({ newLanguage: languageSchema }),
    answer: z.object({ language: languageSchema }),
  }),

  // --- admin: users and companies ---
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

  // --- content ---
  notifications: defineRoute({
    method: 'GET',
    path: '/notifications',
    group: 'content',
    auth: 'session',
    companyScoped: true,
    summary: "Newest notifications of the caller's tenant and company",
    query: z.object({ types: notificationTypesParam, limit: limitParam, cursor: cursorParam }),
    answer: pageOf(notificationSchema),
  }),

  // --- packaging ---
  packageFavorites: defineRoute({
    method: 'GET',
    path: '/package-favorites',
    group: 'packaging',
    auth: 'session',
    permission: 'packaging',
    companyScoped: true,
    summary: "The caller's favourite packaging",
    query: z.object({ limit: limitParam, cursor: cursorParam }),
    answer: pageOf(packageSchema),
  }),
  packages: defineRoute({
    method: 'GET',
    path: '/packages',
    group: 'packaging',
    auth: 'session',
    permission: 'packaging',
    companyScoped: true,
    summary: "Packaging of the caller's current company",
    query: z.object({
      order: orderParam,
      sortBy: listSortBy,
      limit: limitParam,
      cursor: cursorParam,
    }),
    answer: pageOf(packageSchema),
  }),
  projects: defineRoute({
    method: 'GET',
    path: '/projects',
    group: 'packaging',
    auth: 'session',
    permission: 'packaging',
    companyScoped: true,
    summary: "Projects of the caller's current company with their packaging count",
    query: z.object({
      order: orderParam,
      sortBy: z.enum(['name', 'createdAt', 'updatedAt']).default('updatedAt'),
      limit: limitParam,
      cursor: cursorParam,
    }),
    answer: pageOf(projectSchema),
  }),
} as const satisfies Record<string, RouteDefinition>;

export type Routes = typeof routes;
export type RouteId = keyof Routes;
export const routeIds = Object.keys(routes) as RouteId[];
