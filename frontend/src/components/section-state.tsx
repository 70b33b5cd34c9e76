import { Trans, useLingui } from '@lingui/react/macro';
import { useDeferredValue, type ReactNode } from 'react';
import { Button } from './ui/button';
import { LoadingBlocks } from './ui/skeleton';
import { errorMessage } from '../lib/messages';

/** A list's loading rows; five matches the dashboard lists' length. */
export const ListSkeleton = ({ rows = 5 }: { rows?: number }) => (
  <LoadingBlocks className="gap-2" blocks={Array.from({ length: rows }, () => 'h-12 w-full')} />
);

export const SectionError = ({ error, onRetry }: { error: unknown; onRetry: () => void }) => {
  const { i18n } = useLingui();
  return (
    <div role="alert" className="flex flex-wrap items-center justify-between gap-3 rounded-md bg-red-50 p-4">
      <p className="text-sm text-red-800">{errorMessage(i18n, error)}</p>
      <Button variant="secondary" onClick={onRetry}>
        <Trans>Try again</Trans>
      </Button>
    </div>
  );
};

/** The one place a dashboard list decides between loading, failure, nothing yet and its items. */
export const SectionState = ({
  pending,
  error,
  onRetry,
  empty,
  emptyState,
  children,
}: {
  pending: boolean;
  error: unknown;
  onRetry: () => void;
  empty: boolean;
  emptyState: ReactNode;
  children: ReactNode;
}) => {
  // React renders a store's update (an answer) synchronously, so answers arriving together would
  // be one long task; the list appears in a later render React may interrupt (decision 034). A
  // failure is light and shows at once, as the portfolio's does. An answer already cached at
  // mount also waits for that later render, so the page's first frame stays light (decision 035).
  const ready = useDeferredValue(!pending, false);
  if (pending) return <ListSkeleton />;
  if (error) return <SectionError error={error} onRetry={onRetry} />;
  if (!ready) return <ListSkeleton />;
  if (empty) return emptyState;
  return children;
};
