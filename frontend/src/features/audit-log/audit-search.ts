import { auditActions, type RouteQueryInput, type Routes } from '@recyclens/shared';
import { searchChoice, searchDay, searchId, searchParams, type SearchValues } from '../../lib/url-params';

/**
 * The audit log page's URL contract: user, action and a range of days survive a reload or a
 * shared link. A broken value is dropped instead of failing the page.
 */
export const auditSearchSchema = searchParams({
  user: searchId,
  action: searchChoice(auditActions),
  from: searchDay,
  to: searchDay,
});
export type AuditSearch = SearchValues<typeof auditSearchSchema>;

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
