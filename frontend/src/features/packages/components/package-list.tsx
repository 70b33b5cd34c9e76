import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { searchWords } from '@recyclens/shared';
import { useCallback, useMemo } from 'react';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { FormAlert } from '../../../components/ui/form-field';
import { Skeleton } from '../../../components/ui/skeleton';
import { errorMessage } from '../../../lib/messages';
import { usePackageList, type PackageListQuery } from '../api/get-packages';
import { PackageRows } from './package-rows';
import type { RowSelection } from './package-row';

interface PackageListProps {
  query: PackageListQuery;
  /** Whether the user narrowed the list: an empty answer then means "no results", not "no packaging". */
  filtered: boolean;
  onClearFilters: () => void;
  categoryNames: ReadonlyMap<string, string>;
  /** How many packaging the current filter matches, when known without loading every page. */
  knownTotal?: number | undefined;
  selection?: RowSelection | undefined;
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
  if (total !== undefined)
    return (
      <Trans>
        {loaded} of {total} loaded
      </Trans>
    );
  return <Trans>{loaded} loaded, scroll for more</Trans>;
};

/** A search's matches, when the server could count them. */
const MatchCount = ({ loaded, count, more }: { loaded: number; count: number; more: boolean }) =>
  more ? (
    <Trans>
      {loaded} of {count} matches loaded
    </Trans>
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
}: PackageListProps) => {
  const { t, i18n } = useLingui();
  const list = usePackageList(query);
  const items = useMemo(() => list.data?.pages.flatMap((page) => page.items) ?? [], [list.data]);
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
      <EmptyState
        title={<Trans>No packaging matches these filters.</Trans>}
        action={
          <Button variant="secondary" onClick={onClearFilters}>
            <Trans>Clear filters</Trans>
          </Button>
        }
      >
        <Trans>Try another search term, project or category.</Trans>
      </EmptyState>
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
      <p className="text-sm text-neutral-700" role="status">
        {matchCount === undefined ? (
          <LoadedCount loaded={items.length} total={knownTotal} more={more} />
        ) : (
          <MatchCount loaded={items.length} count={matchCount} more={more} />
        )}
      </p>
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
      />
    </div>
  );
};
