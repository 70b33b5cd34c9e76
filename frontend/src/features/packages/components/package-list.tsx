import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { searchWords } from '@recyclens/shared';
import { useCallback, useMemo } from 'react';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { FormAlert } from '../../../components/ui/form-field';
import { Skeleton } from '../../../components/ui/skeleton';
import { useCountryChoices } from '../../../lib/lookups-query';
import { errorMessage } from '../../../lib/messages';
import { usePackageList, type PackageListQuery } from '../api/get-packages';
import { GradeCountrySelect } from './grade-country-select';
import { PackageRows } from './package-rows';
import type { RowSelection } from './package-row';
import { NoMatches } from '../../../components/clear-filters';

interface PackageListProps {
  query: PackageListQuery;
  /** Whether the user narrowed the list: an empty answer then means "no results", not "no packaging". */
  filtered: boolean;
  onClearFilters: () => void;
  categoryNames: ReadonlyMap<string, string>;
  /** How many packaging the current filter matches, when known without loading every page. */
  knownTotal?: number | undefined;
  selection?: RowSelection | undefined;
  /** The country whose grades the list shows, as the user chose it. */
  gradeCountryId: string | undefined;
  onGradeCountryChange: (countryId: string) => void;
}

const LoadingRows = () => {
  const { t } = useLingui();
  return (
    <div role="status" aria-label={t`Loading packaging`} className="flex flex-col gap-2">
      <Skeleton className="h-5 w-40" />
      {Array.from({ length: 8 }, (_, index) => (
        <Skeleton key={index} className="h-12 w-full" />
      ))}
    </div>
  );
};

const LoadedCount = ({
  loaded,
  total,
  more,
}: {
  loaded: number;
  total: number | undefined;
  more: boolean;
}) => {
  const count = loaded;
  if (!more) return <Plural value={count} one="# packaging" other="# packaging" />;
  // German and French agree the word with the number (1 Verpackung, 1 chargé): plurals throughout.
  if (total !== undefined)
    return <Plural value={loaded} one={`# of ${total} loaded`} other={`# of ${total} loaded`} />;
  return <Plural value={count} one="# loaded, scroll for more" other="# loaded, scroll for more" />;
};

/** A search's matches, when the server could count them. */
const MatchCount = ({ loaded, count, more }: { loaded: number; count: number; more: boolean }) =>
  more ? (
    <Plural value={loaded} one={`# of ${count} matches loaded`} other={`# of ${count} matches loaded`} />
  ) : (
    <Plural value={count} one="# match" other="# matches" />
  );

/** The overview's packaging: loading, failure and empty states around the endless, virtualized rows. */
export const PackageList = ({
  query,
  filtered,
  onClearFilters,
  categoryNames,
  knownTotal,
  selection,
  gradeCountryId,
  onGradeCountryChange,
}: PackageListProps) => {
  const { t, i18n } = useLingui();
  const list = usePackageList(query);
  const countries = useCountryChoices().data;
  const items = useMemo(() => list.data?.pages.flatMap((page) => page.items) ?? [], [list.data]);
  // Until the user picks one, the first country the loaded packaging has a grade for.
  const countryId = gradeCountryId ?? items.flatMap((item) => Object.keys(item.grades ?? {})).find(Boolean);
  const gradeCountry = countryId
    ? { id: countryId, name: countries?.find((country) => country.value === countryId)?.label ?? countryId }
    : undefined;
  const { fetchNextPage } = list;
  const highlight = useMemo(() => searchWords(query.search), [query.search]);
  // A second call while a page is on its way must not cancel and restart it.
  const loadMore = useCallback(() => void fetchNextPage({ cancelRefetch: false }), [fetchNextPage]);

  if (list.isPending) return <LoadingRows />;
  if (list.isError) {
    return (
      <div className="flex flex-col items-start gap-3">
        <FormAlert title={t`The packaging could not be loaded.`}>{errorMessage(i18n, list.error)}</FormAlert>
        <Button variant="secondary" onClick={() => void list.refetch()}>
          <Trans>Try again</Trans>
        </Button>
      </div>
    );
  }
  if (items.length === 0) {
    return filtered ? (
      <NoMatches title={<Trans>No packaging matches these filters.</Trans>} onClearFilters={onClearFilters}>
        <Trans>Try another search term, project or category.</Trans>
      </NoMatches>
    ) : (
      <EmptyState title={<Trans>No packaging yet</Trans>}>
        <Trans>Add packaging or import a spreadsheet to get started.</Trans>
      </EmptyState>
    );
  }

  const more = Boolean(list.hasNextPage);
  const matchCount = query.search ? (list.data.pages[0]?.matchCount ?? undefined) : undefined;
  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm text-neutral-700" role="status">
          {matchCount === undefined ? (
            <LoadedCount loaded={items.length} total={knownTotal} more={more} />
          ) : (
            <MatchCount loaded={items.length} count={matchCount} more={more} />
          )}
        </p>
        <GradeCountrySelect value={countryId} onChange={onGradeCountryChange} />
      </div>
      <PackageRows
        items={items}
        total={more ? (knownTotal ?? matchCount) : items.length}
        more={more}
        loadingMore={list.isFetchingNextPage}
        loadMoreFailed={list.isFetchNextPageError}
        onLoadMore={loadMore}
        categoryNames={categoryNames}
        selection={selection}
        highlight={highlight}
        gradeCountry={gradeCountry}
      />
    </div>
  );
};
