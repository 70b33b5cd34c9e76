import { Trans, useLingui } from '@lingui/react/macro';
import type { LookupEntry, Project } from '@recyclens/shared';
import { useEffect, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { CheckboxField, TextField } from '../../../components/ui/form-field';
import { SelectField } from '../../../components/ui/select';
import { useDebouncedCallback } from '../../../hooks/use-debounced-callback';
import {
  defaultSort,
  hasFilters,
  overviewSearchSchema,
  overviewSortFields,
  type OverviewSearch,
  type OverviewSortField,
  type SortOrder,
} from '../overview-search';

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
  const [draft, setDraft] = useState(search.q ?? '');
  const commitSearch = useDebouncedCallback(
    (text: string) => onSearchChange({ q: text.trim() || undefined }),
    SEARCH_DEBOUNCE_MS,
  );

  // Back/forward or a cleared filter changes the URL: the box follows unless it already says the same.
  useEffect(() => {
    setDraft((current) => (current.trim() === (search.q ?? '') ? current : (search.q ?? '')));
  }, [search.q]);

  const sortLabels: Record<OverviewSortField, string> = {
    name: t`Name`,
    project: t`Project`,
    createdAt: t`Created at`,
    updatedAt: t`Updated at`,
  };
  const orderLabels: Record<SortOrder, string> = { asc: t`Ascending`, desc: t`Descending` };

  return (
    <div className="flex flex-col gap-3">
      <TextField
        label={t`Search packaging or project`}
        type="search"
        value={draft}
        maxLength={100}
        onChange={(event) => {
          setDraft(event.target.value);
          commitSearch(event.target.value);
        }}
      />
      <div className="grid gap-3 sm:grid-cols-2 xl:grid-cols-4">
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
          <Button
            variant="ghost"
            onClick={() => {
              commitSearch.cancel();
              onSearchChange({ q: undefined, project: undefined, category: undefined, favorites: undefined });
            }}
          >
            <Trans>Clear filters</Trans>
          </Button>
        ) : null}
      </div>
    </div>
  );
};
