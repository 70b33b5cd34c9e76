import { auditActionSchema, idField, type RouteQueryInput, type Routes } from '@recyclens/shared';
import { z } from 'zod';

const day = z.iso.date();

/**
 * The audit log page's URL contract: user, action and a range of days survive a reload or a
 * shared link. A broken value is dropped instead of failing the page.
 */
export const auditSearchSchema = z.object({
  user: z.coerce.string().pipe(idField).optional().catch(undefined),
  action: auditActionSchema.optional().catch(undefined),
  from: day.optional().catch(undefined),
  to: day.optional().catch(undefined),
});
export type AuditSearch = z.infer<typeof auditSearchSchema>;

export type AuditFilters = RouteQueryInput<Routes['auditLogCsv']>;

/** Days are the admin's own: from the start of the first to the end of the last, in local time. */
export const toAuditFilters = (search: AuditSearch): AuditFilters => ({
  ...(search.user ? { userId: search.user } : {}),
  ...(search.action ? { action: search.action } : {}),
  ...(search.from ? { from: new Date(`${search.from}T00:00:00`).toISOString() } : {}),
  ...(search.to ? { to: new Date(`${search.to}T23:59:59.999`).toISOString() } : {}),
});

export const hasAuditFilters = (search: AuditSearch) =>
  Boolean(search.user || search.action || search.from || search.to);
