import { Trans } from '@lingui/react/macro';

/** Marks a result made by an older version of the method than the engine's current one. */
export const OlderMethodBadge = () => (
  <span className="inline-flex items-center rounded-full border border-violet-700 bg-violet-50 px-2 py-0.5 text-xs font-semibold text-violet-900">
    <Trans>Older method</Trans>
  </span>
);
