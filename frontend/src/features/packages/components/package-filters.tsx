import { useLingui } from '@lingui/react/macro';
import { useRef } from 'react';
import { ppwrListFilters, type LookupEntry, type PpwrListFilter, type Project } from '@recyclens/shared';
import { SearchField, type SearchFieldHandle } from '../../../components/search-field';
import { CheckboxField } from '../../../components/ui/form-field';
import { SelectField } from '../../../components/ui/select';
import {
  defaultSort,
  hasFilters,
  overviewSearchSchema,
  overviewSortFields,
  type OverviewSearch,
  type OverviewSortField,
  type SortOrder,
} from '../overview-search';
import { ClearFiltersButton } from '../../../components/clear-filters';

/** Typing settles for this long before the list is asked again. */
export const SEARCH_DEBOUNCE_MS = 300;

interface PackageFiltersProps {
  search: OverviewSearch;
  onSearchChange: (patch: Partial<OverviewSearch>) => void;
  projects: readonly Project[];
  categories: readonly LookupEntry[];
}

/** Search, project and category filters, favourites and sort order: all of it kept in the URL. */
export const PackageFilters = ({ search, onSearchChange, projects, categories }: PackageFiltersProps) => {
  const { t } = useLingui();
  const searchField = useRef<SearchFieldHandle>(null);
  const sortLabels: Record<OverviewSortField, string> = {
    name: t`Name`,
    project: t`Project`,
    createdAt: t`Created at`,
    updatedAt: t`Updated at`,
  };
  const orderLabels: Record<SortOrder, string> = { asc: t`Ascending`, desc: t`Descending` };
  const ppwrLabels: Record<PpwrListFilter, string> = {
    fails2030: t`Fails PPWR 2030`,
    evidenceMissing: t`PPWR evidence missing`,
    expiring90: t`Evidence expiring within 90 days`,
  };

  return (
    <div className="flex flex-col gap-3">
      <SearchField
        label={t`Search packaging or project`}
        query={search.q}
        onQueryChange={(q) => onSearchChange({ q })}
        debounceMs={SEARCH_DEBOUNCE_MS}
        ref={searchField}
      />
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 xl:grid-cols-5">
        <SelectField
          label={t`Project`}
          placeholder={t`All projects`}
          value={search.project ?? ''}
          options={projects.map((project) => ({ value: project.id, label: project.name }))}
          onChange={(event) => onSearchChange({ project: event.target.value || undefined })}
        />
        <SelectField
          label={t`Category`}
          placeholder={t`All categories`}
          value={search.category ?? ''}
          options={categories.map((category) => ({ value: category.id, label: category.name }))}
          onChange={(event) => onSearchChange({ category: event.target.value || undefined })}
        />
        <SelectField
          label={t`PPWR`}
          placeholder={t`All packaging`}
          value={search.ppwr ?? ''}
          options={ppwrListFilters.map((filter) => ({ value: filter, label: ppwrLabels[filter] }))}
          onChange={(event) =>
            onSearchChange({ ppwr: overviewSearchSchema.shape.ppwr.parse(event.target.value || undefined) })
          }
        />
        <SelectField
          label={t`Sort by`}
          value={search.sortBy ?? defaultSort.sortBy}
          options={overviewSortFields.map((field) => ({ value: field, label: sortLabels[field] }))}
          onChange={(event) =>
            onSearchChange({ sortBy: overviewSearchSchema.shape.sortBy.parse(event.target.value) })
          }
        />
        <SelectField
          label={t`Order`}
          value={search.order ?? defaultSort.order}
          options={(['asc', 'desc'] as const).map((order) => ({ value: order, label: orderLabels[order] }))}
          onChange={(event) =>
            onSearchChange({ order: overviewSearchSchema.shape.order.parse(event.target.value) })
          }
        />
      </div>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <CheckboxField
          label={t`Favourites only`}
          checked={Boolean(search.favorites)}
          onChange={(event) => onSearchChange({ favorites: event.target.checked || undefined })}
        />
        {hasFilters(search) ? (
          <ClearFiltersButton
            onClear={() => {
              searchField.current?.cancel();
              onSearchChange({
                q: undefined,
                project: undefined,
                category: undefined,
                favorites: undefined,
                ppwr: undefined,
              });
            }}
          />
        ) : null}
      </div>
    </div>
  );
};
