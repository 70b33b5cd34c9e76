import { Trans, useLingui } from '@lingui/react/macro';
import type { Package } from '@recyclens/shared';
import { useCallback, useEffect, useState, type UIEvent } from 'react';
import { Button, focusRing } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { useWindowedList } from '../hooks/use-windowed-list';
import { listColumns } from './list-columns';
import { PackageRow, type RowSelection } from './package-row';

/** A row's height from `md` on (h-14), and every row's estimate until measured: a phone's cards are taller. */
export const ROW_HEIGHT = 56;
/** Ask for the next page while this many loaded rows are still below the viewport. */
const PREFETCH_ROWS = 20;

interface PackageRowsProps {
  items: readonly Package[];
  /** How many rows the list has in all, when known. */
  total: number | undefined;
  more: boolean;
  loadingMore: boolean;
  loadMoreFailed: boolean;
  onLoadMore: () => void;
  categoryNames: ReadonlyMap<string, string>;
  selection: RowSelection | undefined;
  /** The search's folded words, marked where they matched. */
  highlight: readonly string[];
  gradeCountry: { id: string; name: string } | undefined;
}

const ListHeader = ({ selectable }: { selectable: boolean }) => (
  <div
    aria-hidden="true"
    className={`${listColumns(selectable)} hidden border-b border-neutral-200 bg-neutral-100 px-3 py-2 text-xs font-semibold tracking-wide text-neutral-700 uppercase md:grid`}
  >
    {selectable ? <span /> : null}
    <span>
      <Trans>Name</Trans>
    </span>
    <span>
      <Trans>Project</Trans>
    </span>
    <span>
      <Trans>Category</Trans>
    </span>
    <span>
      <Trans>Grade</Trans>
    </span>
    <span>
      <Trans>Updated at</Trans>
    </span>
    <span />
  </div>
);

/**
 * Only the rows in view are in the DOM (see useWindowedList); the row after the last loaded one
 * stands for the next page, and coming near it fetches that page. The scrolling box is as tall
 * as its rows up to a limit, so a short list leaves no empty band (a phone shows it first).
 */
export const PackageRows = ({
  items,
  total,
  more,
  loadingMore,
  loadMoreFailed,
  onLoadMore,
  categoryNames,
  selection,
  highlight,
  gradeCountry,
}: PackageRowsProps) => {
  const { t } = useLingui();
  const windowed = useWindowedList({ count: items.length + (more ? 1 : 0), rowHeight: ROW_HEIGHT });
  // Until the user scrolls, the first page is all the overview asks for (opening it costs one
  // small page), unless the row standing for the next page is already in view.
  const [scrolled, setScrolled] = useState(false);
  const { onScroll: scrollWindow } = windowed;
  const onScroll = useCallback(
    (event: UIEvent<HTMLDivElement>) => {
      scrollWindow(event);
      setScrolled(true);
    },
    [scrollWindow],
  );
  const wanted = scrolled
    ? windowed.lastIndex >= items.length - PREFETCH_ROWS
    : windowed.lastInView >= items.length;

  useEffect(() => {
    if (more && wanted && !loadingMore && !loadMoreFailed) onLoadMore();
  }, [more, wanted, loadingMore, loadMoreFailed, onLoadMore]);

  return (
    <div className="overflow-hidden rounded-lg border border-neutral-200 bg-white">
      <ListHeader selectable={Boolean(selection)} />
      <div
        ref={windowed.scrollRef}
        onScroll={onScroll}
        role="region"
        aria-label={t`Packaging list`}
        tabIndex={0}
        className={`relative max-h-[min(70vh,720px)] overflow-y-auto ${focusRing}`}
      >
        <div role="list" className="relative" style={{ height: windowed.totalHeight }}>
          {windowed.indexes.map((index) => {
            const item = items[index];
            return (
              <div
                key={item?.id ?? 'next-page'}
                ref={windowed.measureRow}
                data-index={index}
                role="listitem"
                aria-setsize={total ?? -1}
                aria-posinset={index + 1}
                className={`absolute inset-x-0 md:h-14 ${item ? '' : 'h-14'}`}
                style={{ top: windowed.offsetOf(index) }}
              >
                {item ? (
                  <PackageRow
                    item={item}
                    category={item.categoryId ? (categoryNames.get(item.categoryId) ?? '') : null}
                    selection={selection}
                    highlight={highlight}
                    gradeCountry={gradeCountry}
                  />
                ) : loadMoreFailed ? (
                  <div className="flex h-full items-center gap-3 px-3 text-sm">
                    <span className="text-red-700">{t`More packaging could not be loaded.`}</span>
                    <Button variant="secondary" onClick={onLoadMore}>
                      <Trans>Try again</Trans>
                    </Button>
                  </div>
                ) : (
                  <div className="flex h-full items-center px-3">
                    <Skeleton className="h-8 w-full" />
                    <span className="sr-only">{t`Loading more packaging`}</span>
                  </div>
                )}
              </div>
            );
          })}
        </div>
      </div>
    </div>
  );
};
