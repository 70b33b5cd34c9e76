import { idField, ppwrListFilters } from '@recyclens/shared';
import { z } from 'zod';
import type { PackageListQuery } from './api/get-packages';

export const overviewSortFields = ['name', 'project', 'createdAt', 'updatedAt'] as const;
export type OverviewSortField = (typeof overviewSortFields)[number];
export type SortOrder = 'asc' | 'desc';

/** The router parses `?project=123` as a number; ids are text either way. */
const idParam = z.coerce.string().pipe(idField);

/**
 * The overview's URL contract: filters and sort order live in the search params, so a reload or
 * a shared link shows the same list. A broken value is dropped instead of failing the page.
 */
export const overviewSearchSchema = z.object({
  q: z.coerce.string().trim().max(100).optional().catch(undefined),
  project: idParam.optional().catch(undefined),
  category: idParam.optional().catch(undefined),
  sortBy: z.enum(overviewSortFields).optional().catch(undefined),
  order: z.enum(['asc', 'desc']).optional().catch(undefined),
  favorites: z.boolean().optional().catch(undefined),
  ppwr: z.enum(ppwrListFilters).optional().catch(undefined),
});
export type OverviewSearch = z.infer<typeof overviewSearchSchema>;

/** Newest changes first unless the URL says otherwise. */
export const defaultSort = { sortBy: 'updatedAt', order: 'desc' } as const satisfies {
  sortBy: OverviewSortField;
  order: SortOrder;
};

export const toPackageListQuery = (search: OverviewSearch): PackageListQuery => ({
  sortBy: search.sortBy ?? defaultSort.sortBy,
  order: search.order ?? defaultSort.order,
  ...(search.q ? { search: search.q } : {}),
  ...(search.project ? { projectId: search.project } : {}),
  ...(search.category ? { categoryId: search.category } : {}),
  ...(search.favorites ? { favorites: 'true' as const } : {}),
  ...(search.ppwr ? { ppwr: search.ppwr } : {}),
});

export const hasFilters = (search: OverviewSearch) =>
  Boolean(search.q || search.project || search.category || search.favorites || search.ppwr);
