import { Trans } from '@lingui/react/macro';
import type { Notification, NotificationType } from '@recyclens/shared';
import type { ReactNode } from 'react';
import { useNotifications } from '../api/get-notifications';
import { DASHBOARD_LIST_LIMIT } from './dashboard-limits';
import { DashboardSection } from './dashboard-section';
import { useFormatDate } from './format-date';
import { SectionError, SectionState } from '../../../components/section-state';
import { LoadMoreButton } from '../../../components/load-more-button';

/**
 * A dashboard section over notifications of some types, newest first. "See more" loads the next
 * page below the ones shown, so the whole list can be read without leaving the dashboard.
 */
export const NotificationFeed = ({
  title,
  types,
  emptyState,
  renderItem,
  className,
}: {
  title: ReactNode;
  types: readonly NotificationType[];
  emptyState: ReactNode;
  renderItem: (notification: Notification) => ReactNode;
  className?: string;
}) => {
  const formatDate = useFormatDate();
  const feed = useNotifications(types, DASHBOARD_LIST_LIMIT);
  const items = feed.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <DashboardSection
      title={title}
      className={className}
      seeMore={
        feed.hasNextPage ? (
          <LoadMoreButton
            variant="ghost"
            loading={feed.isFetchingNextPage}
            onLoadMore={() => void feed.fetchNextPage()}
          >
            <Trans>See more</Trans>
          </LoadMoreButton>
        ) : null
      }
    >
      <SectionState
        pending={feed.isPending}
        error={feed.data ? null : feed.error}
        onRetry={() => void feed.refetch()}
        empty={items.length === 0}
        emptyState={emptyState}
      >
        <ul className="divide-y divide-neutral-100">
          {items.map((notification) => (
            <li key={notification.id} className="flex flex-col gap-1 py-2">
              <div className="text-sm text-neutral-900">{renderItem(notification)}</div>
              <time dateTime={notification.createdAt.toISOString()} className="text-xs text-neutral-600">
                {formatDate(notification.createdAt)}
              </time>
            </li>
          ))}
        </ul>
      </SectionState>
      {feed.isFetchNextPageError ? (
        <SectionError error={feed.error} onRetry={() => void feed.fetchNextPage()} />
      ) : null}
    </DashboardSection>
  );
};
