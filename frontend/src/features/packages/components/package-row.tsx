import { Trans, useLingui } from '@lingui/react/macro';
import type { Package } from '@recyclens/shared';
import { Link } from '@tanstack/react-router';
import { focusRing } from '../../../components/ui/button';
import { HighlightedText } from '../../../components/ui/highlighted-text';
import { FavoriteButton } from './favorite-button';
import { listColumns } from './list-columns';

export interface RowSelection {
  selected: ReadonlySet<string>;
  toggle: (packageId: string) => void;
}

/** One packaging in the overview: name (to the editor), project, category, last change, favourite. */
export const PackageRow = ({
  item,
  category,
  selection,
  highlight = [],
}: {
  item: Package;
  /** The search's folded words, marked where they matched. */
  highlight?: readonly string[];
  /** The category's name; null when the packaging has none. */
  category: string | null;
  selection: RowSelection | undefined;
}) => {
  const { t, i18n } = useLingui();
  const name = item.name;
  return (
    <div
      className={`${listColumns(Boolean(selection))} h-full items-center border-b border-neutral-100 px-3 text-sm`}
    >
      {selection ? (
        <input
          type="checkbox"
          aria-label={t`Select ${name}`}
          checked={selection.selected.has(item.id)}
          onChange={() => selection.toggle(item.id)}
          className={`size-4 accent-[var(--color-primary)] ${focusRing}`}
        />
      ) : null}
      <span className="flex min-w-0 items-center gap-2">
        <Link
          to="/packages/$packageId"
          params={{ packageId: item.id }}
          className={`truncate rounded font-medium hover:underline ${focusRing}`}
        >
          <HighlightedText text={name} words={highlight} />
        </Link>
        {item.draft ? (
          <span className="shrink-0 rounded bg-amber-100 px-1.5 text-xs font-medium text-amber-900">
            <Trans>Draft</Trans>
          </span>
        ) : null}
      </span>
      <span className="truncate text-neutral-700">
        {item.projectName ? (
          <HighlightedText text={item.projectName} words={highlight} />
        ) : (
          <span className="text-neutral-600">{t`No project`}</span>
        )}
      </span>
      <span className="truncate text-neutral-700">
        {category ?? <span className="text-neutral-600">{t`No category`}</span>}
      </span>
      <span className="truncate text-neutral-700">{i18n.date(item.updatedAt, { dateStyle: 'medium' })}</span>
      <FavoriteButton packageId={item.id} name={name} favorite={Boolean(item.favorite)} />
    </div>
  );
};
