import * as z from 'zod';
import { clientSchema, publicClientSchema, themeSchema } from '../../domain/entities';
import { siteUrlQuery } from '../common-schemas';
import { defineRoute, type RouteDefinition } from '../define-route';

/** Liveness, the public facts of a tenant found by its site URL, and the caller's own tenant. */
export const tenantRoutes = {
  health: defineRoute({
    method: 'GET',
    path: '/health',
    group: 'tenant',
    auth: 'public',
    summary: 'Liveness of the API and its table',
    answer: z.object({ status: z.literal('ok'), time: z.string() }),
  }),
  clientByUrl: defineRoute({
    method: 'GET',
    path: '/auth/clientByUrl',
    group: 'tenant',
    auth: 'public',
    summary: 'The tenant registered for a site URL',
    query: siteUrlQuery,
    errors: ['CLIENT_NOT_FOUND'],
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
    summary: "The tenant's logo image; 404 LOGO_NOT_FOUND when it has none (its logoUrl is null then)",
    query: siteUrlQuery,
    errors: ['CLIENT_NOT_FOUND', 'LOGO_NOT_FOUND'],
    // Only ever the image: a JSON answer in an <img> is a request the browser aborts (issue 36 §6).
    answer: z.never(),
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
} as const satisfies Record<string, RouteDefinition & { group: 'tenant' }>;
