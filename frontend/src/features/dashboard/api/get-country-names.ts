import { useQuery } from '@tanstack/react-query';
import { useApi } from '../../../lib/api-context';
import { lookupsQueryOptions } from '../../packages/api/get-lookups';

/** Country names by id, in the reader's language, from the lookups the overview caches too. */
export const useCountryNames = () =>
  useQuery({
    ...lookupsQueryOptions(useApi()),
    select: (lookups) => new Map((lookups.country ?? []).map((entry) => [entry.id, entry.name])),
  });
