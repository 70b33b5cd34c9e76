import {
  AUDIT_CSV_MAX_ROWS,
  type AuditAction,
  type AuditEntry,
  type RouteAnswerJson,
  type RouteQuery,
  type Routes,
} from '@recyclens/shared';
import {
  newAuditEntryItem,
  queryAuditEntries,
  type AuditEntryItem,
  type AuditQuery,
} from '../../data/repositories/audit-entries';
import { getCompanies } from '../../data/repositories/companies';
import type { UserItem } from '../../data/repositories/users';
import { AppError } from '../../errors/app-error';
import type { Caller } from '../../http/caller';
import { csvLine } from '../../reports/csv';

/** How an actor is named in the log: as they were called when they acted. */
export const actorNameOf = (user: Pick<UserItem, 'firstName' | 'lastName'>): string =>
  `${user.firstName} ${user.lastName}`.trim();

/** The entry recording what the signed-in caller did (to be written with the change, or right after). */
export const auditEntryBy = (
  caller: Caller,
  action: AuditAction,
  target: AuditEntry['target'],
  details: Record<string, string> = {},
  identity?: { id: string; at: string },
): AuditEntryItem =>
  newAuditEntryItem(
    {
      clientId: caller.clientId,
      action,
      actorId: caller.userId,
      actorName: actorNameOf(caller.user),
      target,
      details,
      sourceAddress: caller.address,
    },
    identity,
  );

type AuditEntryJson = RouteAnswerJson<Routes['auditLog']>['items'][number];

export const auditEntryView = (item: AuditEntryItem): AuditEntryJson => ({
  id: item.id,
  at: item.at,
  action: item.action,
  actor: { id: item.actorId, name: item.actorName },
  target: item.target,
  details: item.details,
  sourceAddress: item.sourceAddress,
});

/** A user's own sign-ins and refused ones, newest first, for their personal data (at most `limit`). */
export const signInsOf = async (caller: Caller, limit: number) => {
  const page = await queryAuditEntries({
    clientId: caller.clientId,
    actorId: caller.userId,
    actions: ['SIGN_IN', 'SIGN_IN_FAILED'],
    from: '0000',
    to: '9999',
    limit,
  });
  return page.items.map(auditEntryView);
};

type Filters = RouteQuery<Routes['auditLogCsv']>;

/** The filters as a query's time range; an open end reaches the first or the last entry. */
const rangeOf = (filters: Filters) => {
  const from = filters.from ? new Date(filters.from).toISOString() : '0000';
  const to = filters.to ? new Date(filters.to).toISOString() : '9999';
  if (from > to)
    throw new AppError('VALIDATION_FAILED', { fields: { to: 'The end lies before the start.' } });
  return { from, to };
};

const queryOf = (caller: Caller, filters: Filters): Omit<AuditQuery, 'limit'> => ({
  clientId: caller.clientId,
  actorId: filters.userId,
  actions: filters.action ? [filters.action] : undefined,
  ...rangeOf(filters),
});

/**
 * Entries record the company they concern by its id; the page names it as it is called now (a
 * deleted company keeps its id). The CSV keeps the ids, for tools (decision 044).
 */
const withCompanyNames = async (clientId: string, entries: AuditEntryJson[]): Promise<AuditEntryJson[]> => {
  const ids = [
    ...new Set(entries.flatMap((entry) => (entry.details.company ? [entry.details.company] : []))),
  ];
  if (ids.length === 0) return entries;
  const names = new Map((await getCompanies(clientId, ids)).map((company) => [company.id, company.name]));
  return entries.map((entry) => {
    const name = entry.details.company ? names.get(entry.details.company) : undefined;
    return name ? { ...entry, details: { ...entry.details, company: name } } : entry;
  });
};

/** GET /audit: the tenant's own partition only, so no filter can reach another tenant's log. */
export const listAuditLog = async (caller: Caller, query: RouteQuery<Routes['auditLog']>) => {
  const page = await queryAuditEntries({
    ...queryOf(caller, query),
    limit: query.limit,
    cursor: query.cursor,
  });
  return {
    items: await withCompanyNames(caller.clientId, page.items.map(auditEntryView)),
    nextCursor: page.nextCursor,
  };
};

const csvHeader = [
  'time',
  'action',
  'actor',
  'actor id',
  'target kind',
  'target id',
  'target',
  'details',
  'address',
];

const csvRow = (item: AuditEntryItem) =>
  csvLine([
    item.at,
    item.action,
    item.actorName,
    item.actorId ?? '',
    item.target?.kind ?? '',
    item.target?.id ?? '',
    item.target?.label ?? '',
    Object.entries(item.details)
      .map(([name, value]) => `${name}=${value}`)
      .join('; '),
    item.sourceAddress,
  ]);

/**
 * GET /audit/csv: read page by page (never the whole log at once), at most AUDIT_CSV_MAX_ROWS
 * rows so the answer fits a Lambda reply; `truncated` says the log went on beyond them.
 */
export const auditLogCsv = async (caller: Caller, filters: Filters, maxRows = AUDIT_CSV_MAX_ROWS) => {
  const query = queryOf(caller, filters);
  const lines = [csvLine(csvHeader)];
  let rows = 0;
  let cursor: string | undefined;
  do {
    const page = await queryAuditEntries({
      ...query,
      limit: Math.min(500, maxRows - rows),
      cursor,
    });
    for (const item of page.items) lines.push(csvRow(item));
    rows += page.items.length;
    cursor = page.nextCursor ?? undefined;
  } while (cursor && rows < maxRows);
  return { bytes: Buffer.from(lines.join(''), 'utf8'), truncated: cursor !== undefined };
};
