import { useMutation } from '@tanstack/react-query';
import { useApi } from '../../../lib/api-context';
import { downloadBlob } from '../../../lib/download';
import type { AuditFilters } from '../audit-search';

/** The filtered log as the CSV file the server writes (at most AUDIT_CSV_MAX_ROWS rows). */
export const useDownloadAuditCsv = () => {
  const api = useApi();
  return useMutation({
    mutationFn: async (filters: AuditFilters) => {
      const file = await api.fetchFile('auditLogCsv', { query: filters });
      if (file) downloadBlob(file, `audit-log-${new Date().toISOString().slice(0, 10)}.csv`);
    },
  });
};
