import { useQuery } from '@tanstack/react-query';
import { useApi } from '../../../lib/api-context';
import { lookupsQueryOptions } from '../../packages/api/get-lookups';

/** Category names by id, in the reader's language, from the lookups the overview caches too. */
export const useCategoryNames = () =>
  useQuery({
    ...lookupsQueryOptions(useApi()),
    select: (lookups) => new Map((lookups.category ?? []).map((entry) => [entry.id, entry.name])),
  });
