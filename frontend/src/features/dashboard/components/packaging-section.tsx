import { Trans } from '@lingui/react/macro';
import type { Package } from '@recyclens/shared';
import type { UseQueryResult } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useId, type ReactNode } from 'react';
import { focusRing } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { useFavoritePackages } from '../api/get-favorite-packages';
import { useRecentPackages } from '../api/get-recent-packages';
import { DASHBOARD_LIST_LIMIT } from './dashboard-limits';
import { DashboardSection, seeMoreClass } from './dashboard-section';
import { PackageList } from './package-list';
import { SectionState } from '../../../components/section-state';

const PackageGroup = ({
  title,
  packages,
  emptyState,
}: {
  title: ReactNode;
  packages: UseQueryResult<{ items: Package[] }>;
  emptyState: ReactNode;
}) => {
  const headingId = useId();
  const items = packages.data?.items ?? [];
  return (
    <div role="group" aria-labelledby={headingId} className="flex flex-col gap-2">
      <h3 id={headingId} className="font-semibold">
        {title}
      </h3>
      {/* Room for a full list (five rows) from the first paint: on a phone the two groups stack,
          and the second must not move when the first one's rows arrive. */}
      <div className="min-h-72">
        <SectionState
          pending={packages.isPending}
          error={packages.error}
          onRetry={() => void packages.refetch()}
          empty={items.length === 0}
          emptyState={emptyState}
        >
          <PackageList packages={items} />
        </SectionState>
      </div>
    </div>
  );
};

/** The dashboard's Packaging (docs/product.md#dashboard): the latest changes and the user's favourites. */
export const PackagingSection = () => {
  const recent = useRecentPackages(DASHBOARD_LIST_LIMIT);
  const favorites = useFavoritePackages(DASHBOARD_LIST_LIMIT);
  return (
    <DashboardSection
      title={<Trans>Packaging</Trans>}
      className="lg:col-span-2"
      seeMore={
        <Link to="/packages/overview" className={`${seeMoreClass} ${focusRing}`}>
          <Trans>See more</Trans>
        </Link>
      }
    >
      <div className="grid grid-cols-1 gap-6 md:grid-cols-2">
        <PackageGroup
          title={<Trans>Recently updated</Trans>}
          packages={recent}
          emptyState={
            <EmptyState title={<Trans>No packaging yet</Trans>}>
              <Trans>Packaging you add or edit appears here.</Trans>
            </EmptyState>
          }
        />
        <PackageGroup
          title={<Trans>Favourites</Trans>}
          packages={favorites}
          emptyState={
            <EmptyState title={<Trans>No favourites yet</Trans>}>
              <Trans>Mark packaging as a favourite to find it here quickly.</Trans>
            </EmptyState>
          }
        />
      </div>
    </DashboardSection>
  );
};
