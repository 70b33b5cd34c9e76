import { useQuery } from '@tanstack/react-query';
import { useApi } from '../../../lib/api-context';
import { lookupsQueryOptions } from '../../../lib/lookups-query';

/** Packaging categories in the reader's language, by name. */
export const useCategories = () =>
  useQuery({
    ...lookupsQueryOptions(useApi()),
    select: (lookups) => [...(lookups.category ?? [])].sort((a, b) => a.name.localeCompare(b.name)),
  });
