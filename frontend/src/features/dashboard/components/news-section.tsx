import { Trans } from '@lingui/react/macro';
import { notificationTypes } from '@recyclens/shared';
import { EmptyState } from '../../../components/ui/empty-state';
import { NotificationFeed } from './notification-feed';
import { NewsSentence } from './news-sentence';

const NEWS_TYPES = notificationTypes.filter((type) => type !== 'NEW_USER');

/** The dashboard's News (docs/product.md#dashboard): what happened in the company — packaging, projects, templates, reports. */
export const NewsSection = () => (
  <NotificationFeed
    title={<Trans>News</Trans>}
    className="lg:col-span-2"
    types={NEWS_TYPES}
    emptyState={
      <EmptyState title={<Trans>No news yet</Trans>}>
        <Trans>New packaging, projects, templates and reports of your company appear here.</Trans>
      </EmptyState>
    }
    renderItem={(notification) => <NewsSentence notification={notification} />}
  />
);
