import type { Routes } from '@recyclens/shared';
import { file, json } from '../../http/reply';
import type { Operation } from '../../http/types';
import { auditLogCsv as csvOf, listAuditLog } from '../../services/tenants/audit-log';

export const auditLog: Operation<Routes['auditLog']> = async ({ caller, query }) =>
  json(await listAuditLog(caller, query));

export const auditLogCsv: Operation<Routes['auditLogCsv']> = async ({ caller, query }) => {
  const csv = await csvOf(caller, query);
  return file(csv.bytes, 'text/csv; charset=utf-8', {
    'content-disposition': 'attachment; filename="audit-log.csv"',
    'cache-control': 'no-store',
    'x-audit-truncated': String(csv.truncated),
  });
};
