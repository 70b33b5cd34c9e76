import { Trans } from '@lingui/react/macro';

/** Marks a result made before the packaging's last change. */
export const OutdatedBadge = () => (
  <span className="inline-flex items-center rounded-full border border-amber-700 bg-amber-50 px-2 py-0.5 text-xs font-semibold text-amber-900">
    <Trans>Outdated</Trans>
  </span>
);
