import { Trans } from '@lingui/react/macro';
import type { PackageResult } from '@recyclens/shared';
import { OlderMethodBadge } from './older-method-badge';
import { OutdatedBadge } from './outdated-badge';

/** Whether a result still holds: outdated by an edit, made by an older method, or current. */
export const ResultStatus = ({ result }: { result: Pick<PackageResult, 'outdated' | 'olderMethod'> }) =>
  result.outdated || result.olderMethod ? (
    <span className="inline-flex flex-wrap gap-1">
      {result.outdated ? <OutdatedBadge /> : null}
      {result.olderMethod ? <OlderMethodBadge /> : null}
    </span>
  ) : (
    <Trans>Current</Trans>
  );
