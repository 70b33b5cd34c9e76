import { ppwrListFilters } from '@recyclens/shared';
import {
  searchChoice,
  searchFlag,
  searchId,
  searchParams,
  searchText,
  type SearchValues,
} from '../../lib/url-params';
import type { PackageListQuery } from './api/get-packages';

export const overviewSortFields = ['name', 'project', 'createdAt', 'updatedAt'] as const;
export type OverviewSortField = (typeof overviewSortFields)[number];
export type SortOrder = 'asc' | 'desc';

/**
 * The overview's URL contract: filters and sort order live in the search params, so a reload or
 * a shared link shows the same list. A broken value is dropped instead of failing the page.
 */
export const overviewSearchSchema = searchParams({
  q: searchText(100),
  project: searchId,
  category: searchId,
  sortBy: searchChoice(overviewSortFields),
  order: searchChoice(['asc', 'desc']),
  favorites: searchFlag,
  ppwr: searchChoice(ppwrListFilters),
});
export type OverviewSearch = SearchValues<typeof overviewSearchSchema>;

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
