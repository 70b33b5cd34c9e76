import { Trans } from '@lingui/react/macro';

/** Marks a packaging saved as a draft in a list; the list adds what its layout needs (size, shrink). */
export const DraftBadge = ({ className = '' }: { className?: string }) => (
  <span className={`rounded bg-amber-100 px-1.5 font-medium text-amber-900 ${className}`}>
    <Trans>Draft</Trans>
  </span>
);
