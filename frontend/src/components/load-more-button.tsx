import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Button } from './ui/button';

/** Asks for a list's next page; while it loads, it says so and waits (one page at a time). */
export const LoadMoreButton = ({
  loading,
  onLoadMore,
  variant = 'secondary',
  children,
}: {
  loading: boolean;
  onLoadMore: () => void;
  /** What the button fetches: "Show more users", "Show older versions"… */
  children: ReactNode;
  /** A list in a dashboard card asks quietly (ghost); a page's list with a secondary button. */
  variant?: 'secondary' | 'ghost';
}) => (
  <Button variant={variant} disabled={loading} aria-busy={loading} onClick={onLoadMore}>
    {loading ? <Trans>Loading…</Trans> : children}
  </Button>
);

/**
 * The next page of a list could not be loaded: said under the list, which keeps the rows it has
 * (the button above asks again).
 */
export const LoadMoreFailed = ({ failed, message }: { failed: boolean; message: string }) =>
  failed ? (
    <p role="alert" className="text-sm text-red-800">
      {message}
    </p>
  ) : null;
