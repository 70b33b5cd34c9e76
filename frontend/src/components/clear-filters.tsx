import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Button } from './ui/button';
import { EmptyState } from './ui/empty-state';

/** The one "Clear filters": quiet under a filter bar, a secondary button where a list shows nothing. */
export const ClearFiltersButton = ({
  onClear,
  variant = 'ghost',
}: {
  onClear: () => void;
  variant?: 'ghost' | 'secondary';
}) => (
  <Button variant={variant} onClick={onClear}>
    <Trans>Clear filters</Trans>
  </Button>
);

/** A filtered list that matches nothing: what was looked for, a hint, and the way back to all of it. */
export const NoMatches = ({
  title,
  onClearFilters,
  children,
}: {
  title: ReactNode;
  onClearFilters: () => void;
  children: ReactNode;
}) => (
  <EmptyState title={title} action={<ClearFiltersButton variant="secondary" onClear={onClearFilters} />}>
    {children}
  </EmptyState>
);
