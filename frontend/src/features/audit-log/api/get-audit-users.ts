import { useQuery } from '@tanstack/react-query';
import { useApi } from '../../../lib/api-context';

/** The users to filter the log by: the tenant's first hundred by name (one page of GET /users). */
export const useAuditUsers = () => {
  const api = useApi();
  return useQuery({
    queryKey: ['audit-log', 'users'] as const,
    queryFn: ({ signal }) => api.call('users', { query: { limit: 100, sortBy: 'name' }, signal }),
    select: (page) => page.items,
  });
};
