import { PAGE_LIMIT_MAX } from '@recyclens/shared';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../../lib/api-client';
import { useApi } from '../../../lib/api-context';
import type { AuditFilters } from '../audit-search';

export const auditLogQueryKey = ['audit-log'] as const;

const PAGE_SIZE = 50;

/** The tenant's audit log for the filters, newest first, page by page ("Show more"). */
export const auditLogQueryOptions = (api: ApiClient, filters: AuditFilters) =>
  infiniteQueryOptions({
    queryKey: [...auditLogQueryKey, filters] as const,
    queryFn: ({ pageParam, signal }) =>
      api.call('auditLog', {
        query: { ...filters, limit: pageParam.cursor ? PAGE_LIMIT_MAX : PAGE_SIZE, ...pageParam },
        signal,
      }),
    initialPageParam: {} as { cursor?: string },
    getNextPageParam: (page) => (page.nextCursor ? { cursor: page.nextCursor } : undefined),
  });

export const useAuditLog = (filters: AuditFilters) =>
  useInfiniteQuery(auditLogQueryOptions(useApi(), filters));
