import { useQuery } from '@tanstack/react-query';
import { useApi } from '../../../lib/api-context';
import { packagesQueryKey } from '../../../lib/query-keys';

/** Under the packages key: what changes packaging may change what is listed. */
export const expiringEvidenceQueryKey = [...packagesQueryKey, 'evidence-expiring'] as const;

/** The current company's documents expiring in the next 90 days (the dashboard's card). */
export const useExpiringEvidence = () => {
  const api = useApi();
  return useQuery({
    queryKey: expiringEvidenceQueryKey,
    queryFn: ({ signal }) => api.call('expiringEvidence', { signal }),
  });
};
