import { Trans } from '@lingui/react/macro';
import type { Package } from '@recyclens/shared';
import { PackagingLink } from '../../../components/packaging-link';
import { useLookupNames } from '../../../lib/lookups-query';
import { useFormatDate } from './format-date';
import { DraftBadge } from '../../../components/draft-badge';

const CategoryName = ({ categoryId }: { categoryId: string | null | undefined }) => {
  const categories = useLookupNames('category');
  const name = categoryId ? categories.data?.get(categoryId) : undefined;
  if (categoryId && categories.isPending) return null;
  return name ? <span>{name}</span> : <Trans>No category</Trans>;
};

/** Packaging with its category, each opening the packaging editor. */
export const PackageList = ({ packages }: { packages: readonly Package[] }) => {
  const formatDate = useFormatDate();
  return (
    <ul className="divide-y divide-neutral-100">
      {packages.map((item) => {
        const updatedAt = formatDate(item.updatedAt);
        return (
          <li key={item.id} className="flex items-start justify-between gap-3 py-2">
            <div className="min-w-0">
              <PackagingLink
                packageId={item.id}
                name={item.name}
                className="block truncate rounded font-medium hover:underline"
              />
              <p className="flex flex-wrap gap-x-2 text-xs text-neutral-600">
                <CategoryName categoryId={item.categoryId} />
                {item.draft ? <DraftBadge /> : null}
              </p>
            </div>
            <p className="shrink-0 text-xs text-neutral-600">
              <Trans>Updated {updatedAt}</Trans>
            </p>
          </li>
        );
      })}
    </ul>
  );
};
