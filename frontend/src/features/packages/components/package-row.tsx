import { useLingui } from '@lingui/react/macro';
import type { Package } from '@recyclens/shared';
import { Link } from '@tanstack/react-router';
import { focusRing } from '../../../components/ui/button';
import { HighlightedText } from '../../../components/ui/highlighted-text';
import { FavoriteButton } from './favorite-button';
import { listColumns } from './list-columns';
import { PackageGrade } from './package-grade';
import { DraftBadge } from '../../../components/draft-badge';

export interface RowSelection {
  isSelected: (packageId: string) => boolean;
  toggle: (packageId: string) => void;
}

/**
 * One packaging in the overview: name (to the editor), project, category, the chosen country's
 * grade, last change, favourite. From `md` on a row of columns; narrower a card whose name wraps
 * whole (yoghurt cups differ at the end of their names) and whose details follow below it.
 */
export const PackageRow = ({
  item,
  category,
  selection,
  gradeCountry,
  highlight = [],
}: {
  item: Package;
  /** The search's folded words, marked where they matched. */
  highlight?: readonly string[];
  /** The category's name; null when the packaging has none. */
  category: string | null;
  selection: RowSelection | undefined;
  /** The country whose grade the list shows, if one is chosen. */
  gradeCountry: { id: string; name: string } | undefined;
}) => {
  const { t, i18n } = useLingui();
  const name = item.name;
  return (
    <div
      className={`grid ${listColumns(Boolean(selection))} items-start border-b border-neutral-100 px-3 py-2 text-sm md:h-full md:items-center md:py-0`}
    >
      {selection ? (
        <input
          type="checkbox"
          aria-label={t`Select ${name}`}
          checked={selection.isSelected(item.id)}
          onChange={() => selection.toggle(item.id)}
          className={`mt-0.5 size-4 accent-[var(--color-primary)] md:mt-0 ${focusRing}`}
        />
      ) : null}
      <div className="flex min-w-0 flex-col gap-1 md:contents">
        <span className="flex min-w-0 flex-wrap items-center gap-x-2 gap-y-0.5 md:flex-nowrap">
          <Link
            to="/packages/$packageId"
            params={{ packageId: item.id }}
            title={name}
            className={`min-w-0 rounded font-medium [overflow-wrap:anywhere] hover:underline md:truncate ${focusRing}`}
          >
            <HighlightedText text={name} words={highlight} />
          </Link>
          {item.draft ? <DraftBadge className="shrink-0 text-xs" /> : null}
        </span>
        <div className="flex min-w-0 flex-wrap items-center gap-x-3 gap-y-1 text-xs md:contents md:text-sm">
          <span className="min-w-0 truncate text-neutral-700">
            {item.projectName ? (
              <HighlightedText text={item.projectName} words={highlight} />
            ) : (
              <span className="text-neutral-600">{t`No project`}</span>
            )}
          </span>
          <span className="min-w-0 truncate text-neutral-700">
            {category ?? <span className="text-neutral-600">{t`No category`}</span>}
          </span>
          <PackageGrade item={item} country={gradeCountry} />
          <span className="truncate text-neutral-700">
            {i18n.date(item.updatedAt, { dateStyle: 'medium' })}
          </span>
        </div>
      </div>
      <FavoriteButton packageId={item.id} name={name} favorite={Boolean(item.favorite)} />
    </div>
  );
};
